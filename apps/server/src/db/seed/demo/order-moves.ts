import { insertAll, type Tx } from './batch.ts';
import type { DemoContext } from './context.ts';

type Move = [from: number | null, to: number];

/**
 * The moves that led a demo transfer registration to its status (ORDER_TRANSITIONS): created
 * at 1 未登记; self registration 1 → 2, then → 4 | 5; through an agency 1 → 6, then → 7 | 8,
 * and 7 → 2 → 4 | 5 once the agency registered it.
 */
function transferPath(status: number, method: number | null): Move[] {
  const path: Move[] = [[null, 1]];
  if (method === null || status === 1) return path;
  if (method === 2) {
    path.push([1, 6]);
    if (status === 6) return path;
    if (status === 8) return [...path, [6, 8]];
    path.push([6, 7]);
    if (status === 7) return path;
    path.push([7, 2]);
  } else {
    path.push([1, 2]);
  }
  if (status === 4 || status === 5) path.push([2, status]);
  return path;
}

/** A demo contract: created at 2 已登记/待审核, then → 4 | 5. */
function contractPath(status: number): Move[] {
  return status === 4 || status === 5
    ? [
        [null, 2],
        [2, status],
      ]
    : [[null, 2]];
}

/** Status history of the demo registrations, spread between their creation and last change. */
export async function seedOrderMoves(_ctx: DemoContext, trx: Tx) {
  const [transfers, contracts] = await Promise.all([
    trx
      .selectFrom('transferRegistrations')
      .select(['id', 'status', 'method', 'reason', 'createdAt', 'updatedAt'])
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('contractRegistrations')
      .select(['id', 'status', 'reason', 'createdAt', 'updatedAt'])
      .orderBy('id')
      .execute(),
  ]);
  const rows = [
    ...transfers.map((r) => ({
      kind: 'transfer' as const,
      r,
      path: transferPath(r.status, r.method),
    })),
    ...contracts.map((r) => ({ kind: 'contract' as const, r, path: contractPath(r.status) })),
  ].flatMap(({ kind, r, path }) =>
    path.map(([from, to], i) => ({
      kind,
      recordId: r.id,
      fromStatus: from,
      toStatus: to,
      reason: i === path.length - 1 ? r.reason : null,
      createdAt:
        path.length === 1
          ? r.createdAt
          : r.createdAt + Math.round(((r.updatedAt - r.createdAt) * i) / (path.length - 1)),
    })),
  );
  if (rows.length) await insertAll(trx, 'orderStatusMoves', rows);
}
