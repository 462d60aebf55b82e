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

/** A points ledger line; the balance is their sum (POINT_RULES). */
export interface PointEntriesTable {
  id: Generated<number>;
  userId: number;
  /** PointRule */
  rule: string;
  /** What earned it, unique per member and rule: an id, a Shanghai day, '-' once only. */
  refKey: string;
  points: number;
  note: string;
  createdAt: number;
}

/** A membership level bought by the year (MEMBER_LEVELS, LEVEL_PURCHASE_STATUSES). */
export interface LevelPurchasesTable {
  id: Generated<number>;
  userId: number;
  level: number;
  years: number;
  /** 元, numeric(12, 2). */
  amount: number | string;
  status: number;
  /** Why the last transfer was not confirmed (status 3). */
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  paidAt: number | null;
  validFrom: number | null;
  validUntil: number | null;
}

/** Member centre tables (issue #13). */
export interface MemberTables {
  orderStatusMoves: OrderStatusMovesTable;
  pointEntries: PointEntriesTable;
  levelPurchases: LevelPurchasesTable;
}
