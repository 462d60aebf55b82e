import {
  AdminMerchantPaths,
  MerchantMessages as M,
  ORG_APPLICATION_STATUSES,
  type OrgApplication,
  type OrgApplicationValues,
  PROVIDER_AUTH_TYPES,
} from '@portal/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { type Audience, quotedSubject } from '../../kit/workflow/index.ts';
import { isUniqueViolation, unlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { regionName } from '../region/regions.ts';
import { filesByIds, ownFileIds, toUploadedFile } from '../upload/repository.ts';
import { publishImage } from './org-files.ts';

type Row = Selectable<Database['orgApplications']>;

/** The console's path of an application's private file (review and audit roles). */
export const consoleFileUrl = (applicationId: number, fileId: number) =>
  `${AdminMerchantPaths.orgApplication}${applicationId}/files/${fileId}`;

const label = (map: Record<number, string>, key: number) => map[key] ?? '';
export const idList = (text: string): number[] =>
  text
    ? text
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : [];

/** The application's own files: licence, qualifications and logo. */
export const applicationFileIds = (row: Row): number[] => [
  row.licenceFileId,
  ...idList(row.qualificationFileIds),
  ...(row.logoFileId ? [row.logoFileId] : []),
];

/**
 * The application with its files. The applicant reads their private files by the member's path;
 * the console by its own route, which checks the file belongs to the application.
 */
export async function toOrgApplication(
  db: Db,
  row: Row,
  audience: Audience = 'member',
): Promise<OrgApplication> {
  const qualificationIds = idList(row.qualificationFileIds);
  const stored = await filesByIds(db, applicationFileIds(row));
  const files = new Map(
    stored.map((f) => {
      const file = toUploadedFile(f);
      if (audience === 'console' && !file.isPublic) file.url = consoleFileUrl(row.id, f.id);
      return [f.id, file];
    }),
  );
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
  if (!regionName(values.regionCode)) throw invalid(M.regionInvalid);
  const fields = await db
    .selectFrom('techFields')
    .select('id')
    .where('id', 'in', values.techFieldIds)
    .execute();
  if (fields.length !== new Set(values.techFieldIds).size) throw invalid(M.fieldsInvalid);
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

/** The application's organisation name, for the member's message. */
export const applicationSubject = quotedSubject('orgApplications', 'orgName');

/**
 * Approval's domain step, in the deciding transaction (workflow kit hook): links the
 * service-hall organisation with the credit code if one exists (a seeded one), else creates it;
 * publishes the logo; makes the applicant its owner. A member who became staff elsewhere
 * meanwhile is refused and the whole decision rolls back.
 */
export async function joinOrganisation(trx: Db, id: number, now: number): Promise<void> {
  const app = await trx
    .selectFrom('orgApplications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const logoUrl = (await publishImage(trx, app.logoFileId)) ?? '';
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
  await unlessTaken(M.alreadyMember, async () => {
    await trx
      .insertInto('orgMembers')
      .values({ orgId, userId: app.userId, role: 'owner', invitedBy: null, createdAt: now })
      .execute();
  });
  await trx.updateTable('orgApplications').set({ orgId }).where('id', '=', app.id).execute();
}
