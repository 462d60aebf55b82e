import type { OrderMove } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { formatTime } from '../../lib/time.ts';

export type OrderKind = 'transfer' | 'contract' | 'settlement';

const TABLES = {
  transfer: 'transferRegistrations',
  contract: 'contractRegistrations',
  settlement: 'settlementOrders',
} as const;

/**
 * Writes one status move of a registration (ORDER_STATUSES). Called by the functions that
 * create or move registrations, with the same handle (a transaction when they run in one).
 */
export async function recordOrderMove(
  db: Db,
  move: {
    kind: OrderKind;
    recordId: number;
    from: number | null;
    to: number;
    reason?: string | null;
    now: number;
  },
) {
  await db
    .insertInto('orderStatusMoves')
    .values({
      kind: move.kind,
      recordId: move.recordId,
      fromStatus: move.from,
      toStatus: move.to,
      reason: move.reason ?? null,
      createdAt: move.now,
    })
    .execute();
}

/** The moves of the member's own registration, oldest first; null when it is not theirs. */
export async function ownOrderMoves(
  db: Db,
  userId: number,
  kind: OrderKind,
  recordId: number,
): Promise<OrderMove[] | null> {
  const owner = await db
    .selectFrom(TABLES[kind])
    .select('id')
    .where('id', '=', recordId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!owner) return null;
  const rows = await db
    .selectFrom('orderStatusMoves')
    .select(['fromStatus', 'toStatus', 'reason', 'createdAt'])
    .where('kind', '=', kind)
    .where('recordId', '=', recordId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, createdAt: formatTime(r.createdAt)! }));
}
