import { labelOf, SettlementMessages as M, PAYMENT_STATUSES } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, PaymentRow } from '../../db/types.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';

/**
 * The payment seam. A module that sells something (settlement orders now, membership levels
 * later) starts a payment for one of its records under its `purpose` and registers hooks that
 * run, in the payment's transaction, when the payment is confirmed or rejected. Methods:
 * 'bank_transfer' (built in: the member uploads a transfer slip, an operator confirms or
 * rejects it); an online provider would be another `PaymentMethod` whose callback confirms.
 */

export type Trx = Transaction<Database>;

export interface PaymentHooks {
  /** Runs once, in the confirming transaction. */
  onPaid: (trx: Trx, payment: PaymentRow, now: number) => Promise<void>;
  onFailed?: (trx: Trx, payment: PaymentRow, reason: string, now: number) => Promise<void>;
}

export interface StartPayment {
  purpose: string;
  refId: number;
  userId: number;
  amount: number;
  payerName: string;
  payerAccount: string;
  remark?: string | null | undefined;
  slipFileId?: number | null | undefined;
}

export interface PaymentMethod {
  readonly key: string;
  /** Records a pending (0) payment; 409 while another one for the record is pending. */
  startPayment(db: Db | Trx, input: StartPayment, now: number): Promise<number>;
  /** 0 → 1 exactly once (parallel confirms: one wins, the others are refused). */
  confirm(db: Db, paymentId: number, now: number): Promise<PaymentRow>;
  /** 0 → 3 with a reason, exactly once. */
  reject(db: Db, paymentId: number, reason: string, now: number): Promise<PaymentRow>;
}

export interface Payments {
  /** Registers what happens to `purpose`'s record when its payment is decided. */
  onPaid(purpose: string, hooks: PaymentHooks): void;
  method(key: string): PaymentMethod;
  /** Confirms or rejects by payment id, whichever method it was started with. */
  confirm(db: Db, paymentId: number, now: number): Promise<PaymentRow>;
  reject(db: Db, paymentId: number, reason: string, now: number): Promise<PaymentRow>;
}

/** Inserts a pending payment; a second pending one for the same record is a 409. */
export async function insertPending(
  db: Db | Trx,
  method: string,
  input: StartPayment,
  now: number,
): Promise<number> {
  return insertedIdUnlessTaken(
    M.payPending,
    db
      .insertInto('payments')
      .values({
        purpose: input.purpose,
        refId: input.refId,
        userId: input.userId,
        method,
        amount: input.amount,
        status: 0,
        payerName: input.payerName,
        payerAccount: input.payerAccount,
        remark: input.remark ?? null,
        slipFileId: input.slipFileId ?? null,
        reason: null,
        createdAt: now,
        updatedAt: now,
        decidedAt: null,
      })
      .returning('id'),
  );
}

/**
 * Moves a pending payment to `to` with one conditional UPDATE inside a transaction and runs
 * the purpose's hook there: of parallel decisions exactly one moves it, the rest are refused.
 */
export async function decidePayment(
  db: Db,
  hooks: ReadonlyMap<string, PaymentHooks>,
  decision: { id: number; to: 1 | 3; reason: string | null; now: number },
): Promise<PaymentRow> {
  const { id, to, reason, now } = decision;
  if (to === 3 && !reason) throw invalid(M.reasonRequired);
  const decided = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('payments')
      .set({ status: to, reason: to === 3 ? reason : null, decidedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return null;
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const hook = hooks.get(payment.purpose);
    if (to === 1) await hook?.onPaid(trx, payment, now);
    else await hook?.onFailed?.(trx, payment, reason ?? '', now);
    return payment;
  });
  if (decided) return decided;
  const row = await db
    .selectFrom('payments')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.paymentNotFound);
  throw invalid(M.paymentDecided(labelOf(PAYMENT_STATUSES, row.status)));
}
