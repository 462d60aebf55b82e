import type { Insertable, Selectable, Updateable } from 'kysely';
import type { GeneratedTables } from './generated/tables.ts';

/*
 * The table types come from the migrations (generated/tables.ts, `npm run db:types`); columns
 * are snake_case in the database and camelCase here (CamelCasePlugin). `*At` columns holding
 * numbers are epoch milliseconds; text dates are yyyy-MM-dd[ HH:mm:ss].
 *
 * The overrides below narrow the columns the code reads narrower than the migrations declare
 * them: one interface per such table, replacing only those columns.
 */

/** A generated table without the columns an override narrows (which must exist). */
type Without<Table, Columns extends keyof Table> = Omit<Table, Columns>;

interface OrderStatusMovesTable extends Without<GeneratedTables['orderStatusMoves'], 'kind'> {
  kind: 'transfer' | 'contract' | 'settlement';
}

interface Overrides {
  orderStatusMoves: OrderStatusMovesTable;
}

/** Every table: the generated ones with the overrides applied. */
export interface Database extends Omit<GeneratedTables, keyof Overrides>, Overrides {}

export type User = Selectable<Database['users']>;
export type NewUser = Insertable<Database['users']>;
export type UserUpdate = Updateable<Database['users']>;
export type Session = Selectable<Database['sessions']>;
export type StoredFile = Selectable<Database['files']>;
export type Operator = Selectable<Database['operators']>;
export type OperatorSession = Selectable<Database['operatorSessions']>;
export type NewNeed = Insertable<Database['needs']>;
export type PolicyApplicationRow = Selectable<Database['policyApplications']>;
export type SettlementOrderRow = Selectable<Database['settlementOrders']>;
export type PaymentRow = Selectable<Database['payments']>;
export type VoucherBatchRow = Selectable<Database['voucherBatches']>;
