import {
  VoucherMessages as M,
  type VoucherBatchInput,
  type VoucherBatchView,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { VoucherBatchRow } from '../../db/types.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { formatDate } from '../../lib/time.ts';

export function batchView(row: VoucherBatchRow, today: string): VoucherBatchView {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    totalBudget: Number(row.totalBudget),
    remaining: Number(row.remaining),
    claimCap: Number(row.claimCap),
    yearCap: Number(row.yearCap),
    claimStart: row.claimStart,
    claimEnd: row.claimEnd,
    validUntil: row.validUntil,
    serviceTypes: JSON.parse(row.serviceTypes) as number[],
    maxSharePercent: row.maxSharePercent,
    redeemer: row.redeemer,
    status: row.status,
    claimable: row.status === 1 && row.claimStart <= today && today <= row.claimEnd,
  };
}

/** Every batch, newest claim window first (the portal's /Coupon/Policy and the console). */
export async function listBatches(db: Db, now: number): Promise<VoucherBatchView[]> {
  const rows = await db
    .selectFrom('voucherBatches')
    .selectAll()
    .orderBy('claimStart', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const today = formatDate(now);
  return rows.map((r) => batchView(r, today));
}

export async function batchById(db: Db, id: number): Promise<VoucherBatchRow> {
  const row = await db
    .selectFrom('voucherBatches')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.batchNotFound);
  return row;
}

const columns = (v: VoucherBatchInput) => ({
  name: v.name,
  year: v.year,
  claimCap: v.claimCap,
  yearCap: v.yearCap,
  claimStart: v.claimStart,
  claimEnd: v.claimEnd,
  validUntil: v.validUntil,
  serviceTypes: JSON.stringify([...new Set(v.serviceTypes)].sort((a, b) => a - b)),
  maxSharePercent: v.maxSharePercent,
  redeemer: v.redeemer,
  status: v.status,
});

export async function createBatch(db: Db, v: VoucherBatchInput, now: number): Promise<number> {
  const row = await db
    .insertInto('voucherBatches')
    .values({
      ...columns(v),
      totalBudget: v.totalBudget,
      remaining: v.totalBudget,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Edits a batch. A new total moves `remaining` by the difference in the same UPDATE, refused
 * when it would fall below what is already issued (remaining would go negative).
 */
export async function updateBatch(
  db: Db,
  id: number,
  v: VoucherBatchInput,
  now: number,
): Promise<VoucherBatchRow> {
  const before = await batchById(db, id);
  const done = await db
    .updateTable('voucherBatches')
    .set((eb) => ({
      ...columns(v),
      totalBudget: v.totalBudget,
      remaining: eb(eb.ref('remaining'), '+', v.totalBudget - Number(before.totalBudget)),
      updatedAt: now,
    }))
    .where('id', '=', id)
    .where('totalBudget', '=', before.totalBudget)
    .where(sql<number>`remaining + ${v.totalBudget - Number(before.totalBudget)}`, '>=', 0)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw invalid(M.budgetBelowIssued);
  return before;
}
