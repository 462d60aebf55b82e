import {
  MerchantMessages as M,
  ORG_APPLICATION_STATUSES,
  type OrgApplication,
  type OrgApplicationValues,
  PROVIDER_AUTH_TYPES,
} from '@portal/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { OrgApplicationsTable } from '../../db/merchant-types.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { isUniqueViolation } from '../market/db-errors.ts';
import { notify } from '../message/notify.ts';
import { regionName } from '../region/regions.ts';
import { filesByIds, ownFileIds, toUploadedFile } from '../upload/repository.ts';

type Row = Selectable<OrgApplicationsTable>;

const label = (map: Record<number, string>, key: number) => map[key] ?? '';
export const idList = (text: string): number[] =>
  text
    ? text
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : [];

/** The application with its files; the files go to whoever may read the row (checked by caller). */
export async function toOrgApplication(db: Db, row: Row): Promise<OrgApplication> {
  const qualificationIds = idList(row.qualificationFileIds);
  const ids = [row.licenceFileId, ...qualificationIds, ...(row.logoFileId ? [row.logoFileId] : [])];
  const files = new Map((await filesByIds(db, ids)).map((f) => [f.id, toUploadedFile(f)]));
  return {
    id: row.id,
    authType: row.authType,
    authTypeName: label(PROVIDER_AUTH_TYPES, row.authType),
    orgName: row.orgName,
    creditCode: row.creditCode,
    licence: files.get(row.licenceFileId) ?? null,
    qualifications: qualificationIds.flatMap((id) => files.get(id) ?? []),
    logo: row.logoFileId ? (files.get(row.logoFileId) ?? null) : null,
    contact: row.contact,
    telephone: row.telephone,
    regionCode: row.regionCode,
    regionName: regionName(row.regionCode),
    techFieldIds: idList(row.techFieldIds),
    address: row.address,
    intro: row.intro,
    status: row.status,
    statusName: label(ORG_APPLICATION_STATUSES, row.status),
    reason: row.reason,
    orgId: row.orgId,
    createdAt: formatTime(row.createdAt) ?? '',
    decidedAt: formatTime(row.decidedAt),
  };
}

/** The member's newest application, or null. */
export async function latestApplication(db: Db, userId: number): Promise<Row | undefined> {
  return db
    .selectFrom('orgApplications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Stores a pending application. Refused when the member already works for an organisation,
 * has a pending one, the credit code is pending or belongs to an organisation with an owner,
 * or a file is not the member's own upload (licence and qualifications stay private).
 */
export async function submitApplication(
  db: Db,
  userId: number,
  values: OrgApplicationValues,
  now: number,
): Promise<number> {
  const member = await db
    .selectFrom('orgMembers')
    .select('id')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (member) throw conflict(M.alreadyMember);
  const joined = await db
    .selectFrom('serviceOrgs as o')
    .innerJoin('orgMembers as m', 'm.orgId', 'o.id')
    .select('o.id')
    .where('o.creditCode', '=', values.creditCode)
    .executeTakeFirst();
  if (joined) throw conflict(M.creditCodeJoined);
  const fileIds = [
    values.licenceFileId,
    ...values.qualificationFileIds,
    ...(values.logoFileId ? [values.logoFileId] : []),
  ];
  await ownFileIds(db, userId, fileIds, M.fileInvalid);
  if (values.logoFileId) {
    const [logo] = await filesByIds(db, [values.logoFileId]);
    if (!logo?.mime.startsWith('image/')) throw invalid('机构logo请上传图片');
  }
  try {
    const row = await db
      .insertInto('orgApplications')
      .values({
        userId,
        authType: values.authType,
        orgName: values.orgName,
        creditCode: values.creditCode,
        licenceFileId: values.licenceFileId,
        qualificationFileIds: [...new Set(values.qualificationFileIds)].join(','),
        logoFileId: values.logoFileId ?? null,
        contact: values.contact,
        telephone: values.telephone,
        regionCode: values.regionCode,
        techFieldIds: [...new Set(values.techFieldIds)].join(','),
        address: values.address ?? '',
        intro: values.intro,
        status: 0,
        reason: null,
        orgId: null,
        createdAt: now,
        updatedAt: now,
        decidedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const mine = await db
      .selectFrom('orgApplications')
      .select('id')
      .where('userId', '=', userId)
      .where('status', '=', 0)
      .executeTakeFirst();
    throw conflict(mine ? M.applicationPending : M.creditCodePending);
  }
}

/** The applicant withdraws a pending application (3). */
export async function withdrawApplication(db: Db, userId: number, id: number, now: number) {
  const done = await db
    .updateTable('orgApplications')
    .set({ status: 3, updatedAt: now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  const row = await db
    .selectFrom('orgApplications')
    .select('status')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(M.applicationNotFound);
  throw conflict(`该入驻申请${label(ORG_APPLICATION_STATUSES, row.status)}，不能撤回`);
}

/**
 * An operator's decision: 已入驻 (1) or 已驳回 (2, reason required). One conditional UPDATE
 * in a transaction, so of two decisions at once one lands and the other is refused. Approval
 * links the service-hall organisation with the credit code if one exists (a seeded one), else
 * creates it; publishes the logo; makes the applicant its owner; and messages the applicant.
 */
export async function decideApplication(
  db: Db,
  id: number,
  approve: boolean,
  reasonText: string | undefined,
  now: number,
): Promise<{ orgId: number | null }> {
  const reason = reasonText?.trim() || null;
  if (!approve && !reason) throw invalid(M.reasonRequired);
  const result = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('orgApplications')
      .set({ status: approve ? 1 : 2, reason, decidedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 0)
      .returningAll()
      .executeTakeFirst();
    if (!done) return null;
    let orgId: number | null = null;
    if (approve) orgId = await joinOrganisation(trx, done, now);
    await notify(trx, done.userId, {
      kind: 14,
      title: approve ? '机构入驻申请已通过' : '机构入驻申请未通过',
      body: approve
        ? `您提交的“${done.orgName}”入驻申请已通过审核，您已成为该机构的负责人，可登录商户工作台发布成果和服务。`
        : `您提交的“${done.orgName}”入驻申请未通过审核，原因：${reason}。您可修改后重新申请。`,
      target: { type: 'orgApplication', id },
      now,
    });
    return { orgId };
  });
  if (result) return result;
  const row = await db
    .selectFrom('orgApplications')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.applicationNotFound);
  throw conflict(M.applicationDecided(label(ORG_APPLICATION_STATUSES, row.status)));
}

async function joinOrganisation(trx: Db, app: Row, now: number): Promise<number> {
  let logoUrl = '';
  if (app.logoFileId) {
    await trx.updateTable('files').set({ isPublic: 1 }).where('id', '=', app.logoFileId).execute();
    const [logo] = await filesByIds(trx, [app.logoFileId]);
    if (logo) logoUrl = toUploadedFile(logo).url;
  }
  const existing = await trx
    .selectFrom('serviceOrgs')
    .select('id')
    .where('creditCode', '=', app.creditCode)
    .executeTakeFirst();
  let orgId: number;
  if (existing) {
    orgId = existing.id;
  } else {
    const org = await trx
      .insertInto('serviceOrgs')
      .values({
        orgName: app.orgName,
        orgLogo: logoUrl,
        orgType: 0,
        regionCode: app.regionCode,
        creditCode: app.creditCode,
        contact: app.contact,
        telephone: app.telephone,
        intro: app.intro,
        recommended: 0,
        status: 1,
        createdAt: now,
        authType: app.authType,
        techFieldId: idList(app.techFieldIds)[0] ?? null,
        address: app.address,
        content: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orgId = org.id;
  }
  try {
    await trx
      .insertInto('orgMembers')
      .values({ orgId, userId: app.userId, role: 'owner', invitedBy: null, createdAt: now })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.alreadyMember);
    throw err;
  }
  await trx.updateTable('orgApplications').set({ orgId }).where('id', '=', app.id).execute();
  return orgId;
}
