import type { Generated } from 'kysely';

/** One status move of a transfer or contract registration or a settlement order (ORDER_STATUSES). */
export interface OrderStatusMovesTable {
  id: Generated<number>;
  kind: 'transfer' | 'contract' | 'settlement';
  recordId: number;
  /** null: the registration was created with toStatus. */
  fromStatus: number | null;
  toStatus: number;
  reason: string | null;
  createdAt: number;
}

/** Member centre tables (issue #13). */
export interface MemberTables {
  orderStatusMoves: OrderStatusMovesTable;
}
