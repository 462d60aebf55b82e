import {
  MarketMessages as M,
  type Page,
  type TransferMethodValues,
  type TransferRegistration,
} from '@portal/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { newestOwnRows } from '../../kit/mine/own-rows.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { recordOrderMove } from '../market/order-moves.ts';
import { moveRegistration } from '../market/registration-workflow.ts';
import { transferRegistrationWorkflow } from './registration-workflow.ts';

/**
 * Transfer registration (/Transfer). The registration is created when the member acknowledges
 * the risk notice (step 0) at status 1 未登记; step 1 chooses the method: self registration →
 * 2 已登记/待审核, through an agency → 6 待选择; the agency answers 7 已选中 or 8 未选中; at 8
 * the member re-chooses an agency (step 3) → 6 again. Every status change follows
 * ORDER_TRANSITIONS.
 */

type Row = Selectable<Database['transferRegistrations']> & { orgName: string | null };

function select(db: Db) {
  return db
    .selectFrom('transferRegistrations as t')
    .leftJoin('businessOrgs as o', 'o.id', 't.orgId')
    .selectAll('t')
    .select('o.orgName');
}

function stepOf(row: Row): 0 | 1 | 3 {
  if (row.riskAcceptedAt === null) return 0;
  return row.status === 8 ? 3 : 1;
}

function toRegistration(row: Row): TransferRegistration {
  return {
    id: row.id,
    step: stepOf(row),
    status: row.status,
    method: row.method,
    applicantType: row.applicantType,
    applicantName: row.applicantName,
    projectName: row.projectName,
    outcomeId: row.outcomeId,
    linkman: row.linkman,
    linkphone: row.linkphone,
    orgId: row.orgId,
    orgName: row.orgName,
    riskAcceptedAt: formatTime(row.riskAcceptedAt),
    reason: row.reason,
    createdAt: formatTime(row.createdAt)!,
    updatedAt: formatTime(row.updatedAt)!,
  };
}

export async function findRegistration(db: Db, id: number, userId?: number) {
  let q = select(db).where('t.id', '=', id);
  if (userId !== undefined) q = q.where('t.userId', '=', userId);
  const row = await q.executeTakeFirst();
  return row ? toRegistration(row) : undefined;
}

/** The member's latest registration, or null before the first one. */
export async function latestRegistration(db: Db, userId: number) {
  const row = await select(db)
    .where('t.userId', '=', userId)
    .orderBy('t.createdAt', 'desc')
    .orderBy('t.id', 'desc')
    .executeTakeFirst();
  return row ? toRegistration(row) : null;
}

export async function registrationPage(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<Page<TransferRegistration>> {
  const { rows, total } = await newestOwnRows(
    db,
    select(db),
    { table: 'transferRegistrations', alias: 't', userId },
    paging,
  );
  return toPage(rows.map(toRegistration), total, paging);
}

/** Step 0: reuses the member's registration still waiting for its method, else starts one. */
export async function acceptRisk(db: Db, userId: number, now: number) {
  const open = await db
    .selectFrom('transferRegistrations')
    .select('id')
    .where('userId', '=', userId)
    .where('method', 'is', null)
    .where('status', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open) {
    await db
      .updateTable('transferRegistrations')
      .set({ riskAcceptedAt: now, updatedAt: now })
      .where('id', '=', open.id)
      .where('riskAcceptedAt', 'is', null)
      .execute();
    return (await findRegistration(db, open.id))!;
  }
  const row = await db
    .insertInto('transferRegistrations')
    .values({
      userId,
      status: 1,
      method: null,
      applicantType: null,
      applicantName: null,
      projectName: null,
      outcomeId: null,
      linkman: null,
      linkphone: null,
      orgId: null,
      riskAcceptedAt: now,
      reason: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordOrderMove(db, { kind: 'transfer', recordId: row.id, from: null, to: 1, now });
  return (await findRegistration(db, row.id))!;
}

async function requireOrg(db: Db, orgId: number) {
  const org = await db
    .selectFrom('businessOrgs')
    .select('id')
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!org) throw notFound(M.orgNotFound);
}

/**
 * Moves a registration's status if ORDER_TRANSITIONS allows it from the status it has now
 * (checked in the UPDATE itself, so a concurrent move cannot be overwritten): the operator's
 * moves through the workflow kit, the member's own steps here.
 */
export async function moveTransfer(
  db: Db,
  id: number,
  to: number,
  now: number,
  patch: { reason?: string | null; orgId?: number } = {},
) {
  const move = { id, to, now, patch: patch };
  await moveRegistration(
    db,
    transferRegistrationWorkflow,
    'transfer',
    move,
    M.transferNotRechoosable,
  );
}

/** Step 1: method, applicant and project; self → 2, through an agency → 6. */
export async function chooseMethod(
  db: Db,
  userId: number,
  input: TransferMethodValues,
  now: number,
) {
  const current = await findRegistration(db, input.id, userId);
  if (!current) throw notFound(M.transferNotFound);
  if (current.riskAcceptedAt === null) throw invalid(M.riskNotAccepted);
  if (current.method !== null || current.status !== 1) throw invalid(M.transferMethodChosen);
  if (input.method === 2) {
    if (!input.orgId) throw invalid(M.orgRequired);
    await requireOrg(db, input.orgId);
  } else if (input.orgId) {
    throw invalid(M.orgNotForSelf);
  }
  if (input.outcomeId) {
    const outcome = await db
      .selectFrom('outcomes')
      .select('id')
      .where('id', '=', input.outcomeId)
      .executeTakeFirst();
    if (!outcome) throw notFound(M.outcomeNotFound);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('transferRegistrations')
      .set({
        method: input.method,
        applicantType: input.applicantType,
        applicantName: input.applicantName,
        projectName: input.projectName,
        outcomeId: input.outcomeId ?? null,
        linkman: input.linkman,
        linkphone: input.linkphone,
        orgId: input.method === 2 ? input.orgId! : null,
      })
      .where('id', '=', input.id)
      .execute();
    await moveTransfer(trx, input.id, input.method === 1 ? 2 : 6, now);
  });
  return (await findRegistration(db, input.id))!;
}

/** Step 3: after 8 未选中, another agency → 6 待选择. */
export async function rechooseAgency(
  db: Db,
  userId: number,
  input: { id: number; orgId: number },
  now: number,
) {
  const current = await findRegistration(db, input.id, userId);
  if (!current) throw notFound(M.transferNotFound);
  if (current.status !== 8) throw invalid(M.transferNotRechoosable);
  await requireOrg(db, input.orgId);
  await moveTransfer(db, input.id, 6, now, { orgId: input.orgId, reason: null });
  return (await findRegistration(db, input.id))!;
}
