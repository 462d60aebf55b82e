import {
  AdminMerchantPaths,
  labelOf,
  MerchantMessages as M,
  type MerchantOrg,
  ORG_CHANGE_STATUSES,
  type OrgChange,
  type OrgChangeValues,
  type OrgProfile,
  type OrgProfileValues,
  type Page,
  PROVIDER_AUTH_TYPES,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import {
  type Audience,
  quotedSubject,
  type Trx,
  type ViewFilter,
} from '../../kit/workflow/index.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { regionName } from '../region/regions.ts';
import { reindexRecord } from '../search/documents.ts';
import { checkImage, coversOf, publishImage } from './org-files.ts';
import { submissionWindow } from './submission-window.ts';

/**
 * The organisation's profile in the workspace. What says how to reach it and what it does
 * (contact, phone, address, field, introduction) goes live at once: the owner answers for it
 * and a typo should not wait for a reviewer. Who it is — name, credit code, kind (its hall
 * section), region — and its logo (a public image) change only when an operator approves.
 */

const statusName = (status: number) => labelOf(ORG_CHANGE_STATUSES, status, '');

async function checkField(db: Db, id: number): Promise<void> {
  const field = await db
    .selectFrom('techFields')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!field) throw invalid(M.fieldsInvalid);
}

/** The live profile and the latest identity change of the member's organisation. */
export async function orgProfile(db: Db, org: MerchantOrg): Promise<OrgProfile> {
  const row = await db
    .selectFrom('serviceOrgs')
    .select([
      'id',
      'orgName',
      'orgLogo',
      'authType',
      'creditCode',
      'regionCode',
      'techFieldId',
      'contact',
      'telephone',
      'address',
      'intro',
    ])
    .where('id', '=', org.id)
    .executeTakeFirstOrThrow();
  const latest = await changeViews(db, { orgId: org.id }, { pageNum: 1, pageSize: 1 }, 'member');
  return {
    ...row,
    authTypeName: labelOf(PROVIDER_AUTH_TYPES, row.authType, ''),
    regionName: regionName(row.regionCode),
    change: latest.records[0] ?? null,
  };
}

/** Writes the at-once fields to the public row and re-indexes the organisation for search. */
export async function saveProfile(
  db: Db,
  org: MerchantOrg,
  v: OrgProfileValues,
  now: number,
): Promise<void> {
  if (v.techFieldId !== undefined) await checkField(db, v.techFieldId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('serviceOrgs')
      .set({
        contact: v.contact,
        telephone: v.telephone,
        address: v.address ?? '',
        techFieldId: v.techFieldId ?? null,
        intro: v.intro,
      })
      .where('id', '=', org.id)
      .execute();
    await reindexRecord(trx, 'provider', org.id, now);
  });
}

/**
 * Asks for an identity change. Refused when nothing would change, when the credit code is
 * another organisation's, or while another change waits (one pending per organisation, settled
 * by a partial unique index when two arrive at once).
 */
export async function submitChange(
  db: Db,
  org: MerchantOrg,
  userId: number,
  v: OrgChangeValues,
  now: number,
): Promise<number> {
  if (!regionName(v.regionCode)) throw invalid(M.regionInvalid);
  const current = await db
    .selectFrom('serviceOrgs')
    .select(['orgName', 'creditCode', 'authType', 'regionCode'])
    .where('id', '=', org.id)
    .executeTakeFirstOrThrow();
  const same =
    current.orgName === v.orgName &&
    current.creditCode === v.creditCode &&
    current.authType === v.authType &&
    current.regionCode === v.regionCode &&
    v.logoFileId === undefined;
  if (same) throw invalid(M.orgChangeNothing);
  const taken = await db
    .selectFrom('serviceOrgs')
    .select('id')
    .where('creditCode', '=', v.creditCode)
    .where('id', '!=', org.id)
    .executeTakeFirst();
  if (taken) throw conflict(M.creditCodeTaken);
  await checkImage(db, org.id, v.logoFileId, M.logoInvalid);
  return insertedIdUnlessTaken(
    M.orgChangePending,
    db
      .insertInto('orgProfileChanges')
      .values({
        orgId: org.id,
        userId,
        currentName: current.orgName,
        orgName: v.orgName,
        creditCode: v.creditCode,
        authType: v.authType,
        regionCode: v.regionCode,
        logoFileId: v.logoFileId ?? null,
        status: 0,
        reason: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id'),
  );
}

/** The owner takes the organisation's pending change back (0 → 3, one conditional UPDATE). */
export async function withdrawChange(db: Db, org: MerchantOrg, id: number, now: number) {
  const done = await db
    .updateTable('orgProfileChanges')
    .set({ status: 3, updatedAt: now, withdrawnAt: now })
    .where('id', '=', id)
    .where('orgId', '=', org.id)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  const row = await db
    .selectFrom('orgProfileChanges')
    .select('id')
    .where('id', '=', id)
    .where('orgId', '=', org.id)
    .executeTakeFirst();
  if (!row) throw notFound(M.orgChangeNotFound);
  throw conflict(M.orgChangeWithdrawRefused);
}

/** Changes of one organisation (workspace) or the console's queue (kit's read model). */
export async function changeViews(
  db: Db,
  f: ViewFilter & { orgId?: number },
  paging: Paging,
  audience: Audience,
): Promise<Page<OrgChange>> {
  let q = db.selectFrom('orgProfileChanges as c').innerJoin('users as u', 'u.id', 'c.userId');
  if (f.keyword) {
    const like = `%${f.keyword}%`;
    q = q.where((eb) => eb.or([eb('c.orgName', 'like', like), eb('c.currentName', 'like', like)]));
  }
  const { total, window } = await submissionWindow(q, f, audience, paging, {
    alias: 'c',
    owner: 'orgId',
    waiting: 0,
    waitingSince: 'createdAt',
    changedAt: 'updatedAt',
  });
  const rows = await window.selectAll('c').select('u.username').execute();
  const logoOf = await coversOf(
    db,
    rows.map((r) => ({ id: r.id, coverFileId: r.logoFileId })),
    audience,
    AdminMerchantPaths.orgChangeLogo,
  );
  const records = rows.map((r) => ({
    id: r.id,
    orgId: r.orgId,
    currentName: r.currentName,
    username: r.username,
    orgName: r.orgName,
    creditCode: r.creditCode,
    authType: r.authType,
    authTypeName: labelOf(PROVIDER_AUTH_TYPES, r.authType, ''),
    regionCode: r.regionCode,
    regionName: regionName(r.regionCode),
    logo: logoOf({ id: r.id, coverFileId: r.logoFileId }),
    status: r.status,
    statusName: statusName(r.status),
    reason: r.reason,
    createdAt: formatTime(r.createdAt) ?? '',
    decidedAt: formatTime(r.decidedAt),
  }));
  return toPage(records, total, paging);
}

export const changeSubject = quotedSubject('orgProfileChanges', 'currentName');

/**
 * Approval's domain step (workflow kit hook, in the deciding transaction): the public row takes
 * the new identity and logo; the organisation's outcomes carry its name (the hall matches them
 * by name), and search finds it under the new one. A credit code taken meanwhile by another
 * organisation refuses the approval and rolls it back.
 */
export async function applyChange(trx: Trx, id: number, now: number): Promise<void> {
  const c = await trx
    .selectFrom('orgProfileChanges')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const taken = await trx
    .selectFrom('serviceOrgs')
    .select('id')
    .where('creditCode', '=', c.creditCode)
    .where('id', '!=', c.orgId)
    .executeTakeFirst();
  if (taken) throw conflict(M.creditCodeTaken);
  const old = await trx
    .selectFrom('serviceOrgs')
    .select('orgName')
    .where('id', '=', c.orgId)
    .executeTakeFirstOrThrow();
  const logo = await publishImage(trx, c.logoFileId);
  await trx
    .updateTable('serviceOrgs')
    .set({
      orgName: c.orgName,
      creditCode: c.creditCode,
      authType: c.authType,
      regionCode: c.regionCode,
      ...(logo ? { orgLogo: logo } : {}),
    })
    .where('id', '=', c.orgId)
    .execute();
  if (old.orgName !== c.orgName) {
    await trx
      .updateTable('outcomes')
      .set({ orgName: c.orgName })
      .where((eb) => eb.or([eb('orgId', '=', c.orgId), eb('orgName', '=', old.orgName)]))
      .execute();
  }
  await reindexRecord(trx, 'provider', c.orgId, now);
}
