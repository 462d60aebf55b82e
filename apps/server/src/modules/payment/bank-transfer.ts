import { SettlementMessages as M } from '@portal/shared';
import { invalid } from '../../lib/errors.ts';
import { decidePayment, insertPending, type PaymentHooks, type PaymentMethod } from './adapter.ts';

export const BANK_TRANSFER = 'bank_transfer';

/**
 * The built-in method: the member transfers to the platform's account and uploads the slip
 * (a private file of their own); an operator checks the account and confirms or rejects.
 */
export function bankTransfer(hooks: ReadonlyMap<string, PaymentHooks>): PaymentMethod {
  return {
    key: BANK_TRANSFER,
    async startPayment(db, input, now) {
      if (!input.slipFileId) throw invalid(M.slipRequired);
      const slip = await db
        .selectFrom('files')
        .select('id')
        .where('id', '=', input.slipFileId)
        .where('userId', '=', input.userId)
        .executeTakeFirst();
      if (!slip) throw invalid(M.slipInvalid);
      return insertPending(db, BANK_TRANSFER, input, now);
    },
    confirm: (db, id, now) => decidePayment(db, hooks, { id, to: 1, reason: null, now }),
    reject: (db, id, reason, now) =>
      decidePayment(db, hooks, { id, to: 3, reason: reason.trim() || null, now }),
  };
}
