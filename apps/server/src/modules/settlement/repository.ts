import {
  type Page,
  SETTLEMENT_PAYEE,
  type SettlementOrder,
  type SettlementOrderDetail,
  type SettlementPayment,
  type SettlementSource,
  settlementTotal,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { SettlementOrderRow } from '../../db/types.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { ownOrderMoves } from '../market/order-moves.ts';
import { PURPOSE } from './orders.ts';

/** The member's settlement orders and one order with its history and payments. */

function toOrder(row: SettlementOrderRow & { pendingCount: number | string | bigint }) {
  const amount = Number(row.amount);
  const serviceFee = Number(row.serviceFee);
  return {
    id: row.id,
    orderNo: row.orderNo,
    sourceKind: row.sourceKind as SettlementSource,
    sourceId: row.sourceId,
    title: row.title,
    transferor: row.transferor,
    transferee: row.transferee,
    amount,
    serviceFee,
    totalAmount: settlementTotal(amount, serviceFee),
    status: row.status,
    reason: row.reason,
    paymentPending: Number(row.pendingCount) > 0,
    createdAt: formatTime(row.createdAt)!,
    paidAt: formatTime(row.paidAt),
  } satisfies SettlementOrder;
}

function ordersOf(db: Db, userId: number) {
  return db
    .selectFrom('settlementOrders as o')
    .where('o.userId', '=', userId)
    .selectAll('o')
    .select((eb) =>
      eb
        .selectFrom('payments as p')
        .select(sql<number>`count(*)`.as('n'))
        .where('p.purpose', '=', PURPOSE)
        .whereRef('p.refId', '=', 'o.id')
        .where('p.status', '=', 0)
        .as('pendingCount'),
    );
}

export async function myOrders(
  db: Db,
  userId: number,
  query: Paging & { status?: number | undefined },
): Promise<Page<SettlementOrder>> {
  let base = db.selectFrom('settlementOrders').where('userId', '=', userId);
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let rows = ordersOf(db, userId);
  if (query.status !== undefined) rows = rows.where('o.status', '=', query.status);
  const { offset, limit } = pageWindow(query);
  const records = await rows
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return toPage(
    records.map((r) => toOrder({ ...r, pendingCount: r.pendingCount ?? 0 })),
    total,
    query,
  );
}

/** The member's own order, or null (someone else's is not found either). */
export async function myOrderDetail(
  db: Db,
  userId: number,
  id: number,
): Promise<SettlementOrderDetail | null> {
  const row = await ordersOf(db, userId).where('o.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [moves, payments] = await Promise.all([
    ownOrderMoves(db, userId, 'settlement', id),
    db
      .selectFrom('payments as p')
      .leftJoin('files as f', 'f.id', 'p.slipFileId')
      .select([
        'p.id',
        'p.method',
        'p.amount',
        'p.status',
        'p.payerName',
        'p.payerAccount',
        'p.remark',
        'p.slipFileId',
        'f.originalName as slipName',
        'p.reason',
        'p.createdAt',
        'p.decidedAt',
      ])
      .where('p.purpose', '=', PURPOSE)
      .where('p.refId', '=', id)
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .execute(),
  ]);
  return {
    ...toOrder({ ...row, pendingCount: row.pendingCount ?? 0 }),
    moves: moves ?? [],
    payments: payments.map(
      (p) =>
        ({
          ...p,
          amount: Number(p.amount),
          slipName: p.slipName ?? null,
          createdAt: formatTime(p.createdAt)!,
          decidedAt: formatTime(p.decidedAt),
        }) satisfies SettlementPayment,
    ),
    payee: { ...SETTLEMENT_PAYEE },
  };
}

/** Payments waiting for the operator (CLI payment-pending). */
export async function pendingPayments(db: Db) {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('settlementOrders as o', (j) =>
      j.onRef('o.id', '=', 'p.refId').on('p.purpose', '=', PURPOSE),
    )
    .select([
      'p.id',
      'p.purpose',
      'p.amount',
      'p.payerName',
      'p.payerAccount',
      'p.slipFileId',
      'p.createdAt',
      'u.username',
      'o.orderNo',
    ])
    .where('p.status', '=', 0)
    .orderBy('p.createdAt')
    .execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount), createdAt: formatTime(r.createdAt) }));
}
