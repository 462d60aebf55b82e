import type { PaymentHooks, PaymentMethod, Payments } from './adapter.ts';
import { BANK_TRANSFER, bankTransfer } from './bank-transfer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** The app's payment adapter: the methods and the hooks modules registered per purpose. */
export function createPayments(): Payments {
  const hooks = new Map<string, PaymentHooks>();
  const methods = new Map<string, PaymentMethod>([[BANK_TRANSFER, bankTransfer(hooks)]]);
  const method = (key: string) => {
    const found = methods.get(key);
    if (!found) throw new Error(`unknown payment method ${key}`);
    return found;
  };
  // Every method decides through the same conditional UPDATE, so any of them can confirm.
  const decider = method(BANK_TRANSFER);
  return {
    onPaid: (purpose, h) => void hooks.set(purpose, h),
    method,
    confirm: (db, id, now) => decider.confirm(db, id, now),
    reject: (db, id, reason, now) => decider.reject(db, id, reason, now),
  };
}

export type { PaymentHooks, Payments } from './adapter.ts';
