import {
  AdminMerchantPaths,
  MerchantMessages as M,
  type MerchantOrg,
  OUTCOME_REVISION_STATUSES,
  type OutcomeRevision,
  type OutcomeRevisionValues,
  type Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { type Audience, quotedSubject, type ViewFilter } from '../../kit/workflow/index.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatDate, formatTime } from '../../lib/time.ts';
import { regionName } from '../region/regions.ts';
import { reindexRecord } from '../search/documents.ts';
import { ownFileIds } from '../upload/repository.ts';
import { idList } from './onboarding.ts';
import { checkImage, coversOf, publishImage } from './org-files.ts';
import { REVISION_ORDER, submissionWindow } from './submission-window.ts';

const label = (key: number) => (OUTCOME_REVISION_STATUSES as Record<number, string>)[key] ?? '';

/** OWNER_TYPES of the public row by the organisation's hall section: 高校, 科研院所, else 企业. */
const ownerTypeOf = (authType: number) => (authType === 3 ? 1 : authType === 4 ? 2 : 3);

/**
 * Saves a draft (status 0) of the organisation: a new outcome, or an edit of one of its
 * published outcomes (`outcomeId`). A draft or a refused revision is edited in place; a
 * published outcome has at most one open (draft or pending) revision.
 */
export async function saveRevision(
  db: Db,
  org: MerchantOrg,
  userId: number,
  v: OutcomeRevisionValues,
  now: number,
): Promise<number> {
  if (!regionName(v.regionCode)) throw invalid(M.regionInvalid);
  const field = await db
    .selectFrom('techFields')
    .select('id')
    .where('id', '=', v.techFieldId)
    .executeTakeFirst();
  if (!field) throw invalid(M.fieldsInvalid);
  const attachments = await ownFileIds(db, userId, v.attachmentFileIds, M.fileInvalid);
  await checkImage(db, org.id, v.coverFileId);
  if (v.outcomeId) {
    const mine = await db
      .selectFrom('outcomes')
      .select('id')
      .where('id', '=', v.outcomeId)
      .where('orgId', '=', org.id)
      .executeTakeFirst();
    if (!mine) throw notFound(M.outcomeNotFound);
  }
  const values = {
    goodsName: v.goodsName,
    techFieldId: v.techFieldId,
    regionCode: v.regionCode,
    maturity: v.maturity,
    cooperationType: v.cooperationType,
    price: v.price,
    keywords: v.keywords ?? '',
    summary: v.summary,
    detail: v.detail ?? '',
    linkman: v.linkman,
    linkphone: v.linkphone,
    patents: JSON.stringify(v.patents),
    attachmentFileIds: attachments.join(','),
    coverFileId: v.coverFileId ?? null,
    updatedAt: now,
  };
  if (v.id) {
    const done = await db
      .updateTable('outcomeRevisions')
      .set({ ...values, status: 0, reason: null })
      .where('id', '=', v.id)
      .where('orgId', '=', org.id)
      .where('status', 'in', [0, 3])
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 1) return v.id;
    const row = await db
      .selectFrom('outcomeRevisions')
      .select('status')
      .where('id', '=', v.id)
      .where('orgId', '=', org.id)
      .executeTakeFirst();
    if (!row) throw notFound(M.outcomeNotFound);
    throw conflict(M.outcomeDecided(label(row.status)));
  }
  return insertedIdUnlessTaken(
    M.outcomeOpenRevision,
    db
      .insertInto('outcomeRevisions')
      .values({
        ...values,
        outcomeId: v.outcomeId ?? null,
        orgId: org.id,
        userId,
        status: 0,
        reason: null,
        createdAt: now,
      })
      .returning('id'),
  );
}

/** Moves the organisation's own revision `from` → `to` (submit 0→1, withdraw 1→4). */
export async function moveOwnRevision(
  db: Db,
  org: MerchantOrg,
  id: number,
  from: number,
  to: number,
  now: number,
  refused: string,
): Promise<void> {
  const done = await db
    .updateTable('outcomeRevisions')
    .set({
      status: to,
      updatedAt: now,
      ...(to === 1 ? { submittedAt: now } : { withdrawnAt: now }),
    })
    .where('id', '=', id)
    .where('orgId', '=', org.id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  const row = await db
    .selectFrom('outcomeRevisions')
    .select('status')
    .where('id', '=', id)
    .where('orgId', '=', org.id)
    .executeTakeFirst();
  if (!row) throw notFound(M.outcomeNotFound);
  throw conflict(refused || M.outcomeDecided(label(row.status)));
}

/** The revisions of an organisation (workspace) or the console's queue (kit's read model). */
export async function revisionViews(
  db: Db,
  f: ViewFilter & { orgId?: number },
  paging: Paging,
  audience: Audience,
): Promise<Page<OutcomeRevision>> {
  let q = db
    .selectFrom('outcomeRevisions as r')
    .innerJoin('serviceOrgs as o', 'o.id', 'r.orgId')
    .innerJoin('users as u', 'u.id', 'r.userId');
  if (f.keyword) {
    const like = `%${f.keyword}%`;
    q = q.where((eb) => eb.or([eb('r.goodsName', 'like', like), eb('o.orgName', 'like', like)]));
  }
  const { total, window } = await submissionWindow(q, f, audience, paging, REVISION_ORDER);
  const rows = await window.selectAll('r').select(['o.orgName', 'u.username']).execute();
  const coverOf = await coversOf(db, rows, audience, AdminMerchantPaths.outcomeRevisionCover);
  const records = rows.map((r) => ({
    id: r.id,
    outcomeId: r.outcomeId,
    orgId: r.orgId,
    orgName: r.orgName,
    username: r.username,
    goodsName: r.goodsName,
    techFieldId: r.techFieldId,
    regionCode: r.regionCode,
    maturity: r.maturity,
    cooperationType: r.cooperationType,
    price: Number(r.price),
    keywords: r.keywords,
    summary: r.summary,
    detail: r.detail,
    linkman: r.linkman,
    linkphone: r.linkphone,
    patents: JSON.parse(r.patents) as { no: string; name: string }[],
    attachmentFileIds: idList(r.attachmentFileIds),
    cover: coverOf(r),
    status: r.status,
    statusName: label(r.status),
    reason: r.reason,
    updatedAt: formatTime(r.updatedAt) ?? '',
    submittedAt: formatTime(r.submittedAt),
  }));
  return toPage(records, total, paging);
}

export const revisionSubject = quotedSubject('outcomeRevisions', 'goodsName');

/**
 * Approval's domain step (workflow kit hook, in the deciding transaction): the public outcomes
 * row is created from the revision, or updated to it, published at once and re-indexed for
 * search. Until then the public row kept the approved text.
 */
export async function publishRevision(trx: Db, id: number, now: number): Promise<void> {
  const r = await trx
    .selectFrom('outcomeRevisions as r')
    .innerJoin('serviceOrgs as o', 'o.id', 'r.orgId')
    .selectAll('r')
    .select(['o.orgName', 'o.authType'])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  const cover = await publishImage(trx, r.coverFileId);
  const text = {
    goodsName: r.goodsName,
    techFieldId: r.techFieldId,
    regionCode: r.regionCode,
    maturity: r.maturity,
    cooperationType: r.cooperationType,
    price: Number(r.price),
    orgName: r.orgName,
    ownerType: ownerTypeOf(r.authType),
    linkman: r.linkman,
    linkphone: r.linkphone,
    keywords: r.keywords,
    summary: r.summary,
    detail: r.detail,
    patents: r.patents,
    ...(cover ? { coverImg: cover } : {}),
    status: 1,
    updatedAt: now,
  };
  let outcomeId = r.outcomeId;
  if (outcomeId === null) {
    const row = await trx
      .insertInto('outcomes')
      .values({
        ...text,
        userId: r.userId,
        orgId: r.orgId,
        tradeStatus: 0,
        schoolId: null,
        coverImg: cover ?? r.coverImg,
        featured: 0,
        publishDate: formatDate(now),
        viewCount: 0,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    outcomeId = row.id;
    await trx.updateTable('outcomeRevisions').set({ outcomeId }).where('id', '=', id).execute();
  } else {
    await trx.updateTable('outcomes').set(text).where('id', '=', outcomeId).execute();
  }
  await reindexRecord(trx, 'outcome', outcomeId, now);
}
