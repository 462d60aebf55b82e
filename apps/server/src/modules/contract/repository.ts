import {
  type ContractRegistration,
  type ContractValues,
  MarketMessages as M,
  type Page,
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
import { attachedFiles, ownFileIds } from '../upload/repository.ts';
import { contractRegistrationWorkflow } from './registration-workflow.ts';

/**
 * Technical contract registration (/ContractRegistration). Submitted at 2 已登记/待审核; an
 * operator accepts (4 已受理) or rejects (5 已驳回, with a reason); a rejected one may be
 * corrected and submitted again (5 → 2). Moves follow ORDER_TRANSITIONS.
 */

type Row = Selectable<Database['contractRegistrations']>;

async function toContracts(db: Db, rows: Row[]): Promise<ContractRegistration[]> {
  const filesOf = await attachedFiles(
    db,
    rows.map((r) => r.fileIds),
  );
  return rows.map((r) => ({
    id: r.id,
    contractName: r.contractName,
    contractNo: r.contractNo,
    contractType: r.contractType,
    sellerName: r.sellerName,
    buyerName: r.buyerName,
    amount: Number(r.amount),
    signDate: r.signDate,
    startDate: r.startDate,
    endDate: r.endDate,
    remark: r.remark,
    files: filesOf(r.fileIds),
    status: r.status,
    reason: r.reason,
    createdAt: formatTime(r.createdAt)!,
    updatedAt: formatTime(r.updatedAt)!,
  }));
}

/** The ids, deduplicated, if every one is the member's own upload. */
function ownFiles(db: Db, userId: number, fileIds: number[]): Promise<number[]> {
  return ownFileIds(db, userId, fileIds, M.fileNotFound);
}

function fields(input: ContractValues, fileIds: number[]) {
  return {
    contractName: input.contractName,
    contractNo: input.contractNo,
    contractType: input.contractType,
    sellerName: input.sellerName,
    buyerName: input.buyerName,
    amount: input.amount,
    signDate: input.signDate,
    startDate: input.startDate,
    endDate: input.endDate,
    fileIds: JSON.stringify(fileIds),
    remark: input.remark ?? null,
  };
}

export async function addContract(db: Db, userId: number, input: ContractValues, now: number) {
  const fileIds = await ownFiles(db, userId, input.fileIds);
  const row = await db
    .insertInto('contractRegistrations')
    .values({
      userId,
      ...fields(input, fileIds),
      status: 2,
      reason: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordOrderMove(db, { kind: 'contract', recordId: row.id, from: null, to: 2, now });
  return row.id;
}

/**
 * Moves a contract's status along ORDER_TRANSITIONS (checked against the stored status): the
 * operator's moves through the workflow kit, the member's correction (5 → 2) here.
 */
export async function moveContract(
  db: Db,
  id: number,
  to: number,
  now: number,
  extra: Partial<ReturnType<typeof fields>> & { reason?: string | null } = {},
) {
  const move = { id, to, now, patch: extra };
  await moveRegistration(db, contractRegistrationWorkflow, 'contract', move, M.contractNotEditable);
}

/** A rejected contract corrected by its member goes back to 2 已登记/待审核. */
export async function updateContract(
  db: Db,
  userId: number,
  input: ContractValues & { id: number },
  now: number,
) {
  const row = await db
    .selectFrom('contractRegistrations')
    .select('status')
    .where('id', '=', input.id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(M.contractNotFound);
  if (row.status !== 5) throw invalid(M.contractNotEditable);
  const fileIds = await ownFiles(db, userId, input.fileIds);
  await moveContract(db, input.id, 2, now, { ...fields(input, fileIds), reason: null });
}

export async function contractDetail(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('contractRegistrations')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? (await toContracts(db, [row]))[0] : undefined;
}

export async function contractPage(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<Page<ContractRegistration>> {
  const { rows, total } = await newestOwnRows(
    db,
    db.selectFrom('contractRegistrations as c').selectAll('c'),
    { table: 'contractRegistrations', alias: 'c', userId },
    paging,
  );
  return toPage(await toContracts(db, rows), total, paging);
}
