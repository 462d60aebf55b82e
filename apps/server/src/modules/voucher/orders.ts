import { VoucherMessages as M, type VoucherOrderSubmit } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { Trx } from '../../kit/workflow/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { formatDate } from '../../lib/time.ts';
import { notify } from '../message/notify.ts';

/**
 * 创新券订单: a company orders an eligible service product and pays part with its voucher.
 * The voucher part is reserved at order time (vouchers.balance decremented by a conditional
 * UPDATE, so parallel orders never take it below 0) and released on cancel. The organisation's
 * moves (confirm, deliver, cancel) take an `org` actor from the provider workspace's routes, which
 * pass the member's own organisation; the console may still act for any organisation.
 */
export type OrderActor =
  | { kind: 'member'; userId: number }
  | { kind: 'org'; orgId: number }
  | { kind: 'console' };

/** The most a voucher may pay of `price` at `percent`. */
export const voucherShare = (price: number, percent: number) => Math.floor((price * percent) / 100);

export async function submitOrder(
  db: Db,
  userId: number,
  input: VoucherOrderSubmit,
  now: number,
): Promise<number> {
  const product = await db
    .selectFrom('techServices as s')
    .innerJoin('serviceOrgs as o', 'o.id', 's.orgId')
    .select(['s.id', 's.orgId', 's.price', 's.serviceType'])
    .where('s.id', '=', input.productId)
    .where('s.status', '=', 1)
    .where('o.status', '=', 1)
    .executeTakeFirst();
  if (!product) throw notFound(M.productNotFound);
  const price = Number(product.price);
  if (price <= 0) throw invalid(M.productNoPrice);
  const voucher = await db
    .selectFrom('vouchers as v')
    .innerJoin('voucherBatches as b', 'b.id', 'v.batchId')
    .select(['v.id', 'v.status', 'v.expiresOn', 'b.serviceTypes', 'b.maxSharePercent'])
    .where('v.id', '=', input.voucherId)
    .where('v.userId', '=', userId)
    .executeTakeFirst();
  if (!voucher) throw notFound(M.voucherNotFound);
  if (voucher.status !== 1 || voucher.expiresOn < formatDate(now)) throw invalid(M.voucherExpired);
  const types = JSON.parse(voucher.serviceTypes) as number[];
  if (!types.includes(product.serviceType)) throw invalid(M.productNotEligible);
  const max = voucherShare(price, voucher.maxSharePercent);
  if (input.voucherAmount > max) throw invalid(M.overShare(max));
  return db.transaction().execute(async (trx) => {
    const reserved = await trx
      .updateTable('vouchers')
      .set((eb) => ({ balance: eb(eb.ref('balance'), '-', input.voucherAmount), updatedAt: now }))
      .where('id', '=', voucher.id)
      .where('status', '=', 1)
      .where('balance', '>=', input.voucherAmount)
      .executeTakeFirst();
    if (Number(reserved.numUpdatedRows) !== 1) throw invalid(M.overBalance);
    const row = await trx
      .insertInto('voucherOrders')
      // The number is rewritten from the id below: unique without a counter.
      .values({
        orderNo: `pending-${voucher.id}-${now}-${Math.random()}`,
        voucherId: voucher.id,
        userId,
        productId: product.id,
        orgId: product.orgId,
        price,
        voucherAmount: input.voucherAmount,
        selfAmount: price - input.voucherAmount,
        remark: input.remark ?? null,
        reportFileId: null,
        status: 0,
        cancelReason: null,
        createdAt: now,
        updatedAt: now,
        confirmedAt: null,
        deliveredAt: null,
        acceptedAt: null,
        cancelledAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('voucherOrders')
      .set({ orderNo: orderNo(now, row.id) })
      .where('id', '=', row.id)
      .execute();
    return row.id;
  });
}

export const orderNo = (now: number, id: number) =>
  `QD${formatDate(now).replaceAll('-', '')}${String(id).padStart(6, '0')}`;

interface OrderMove {
  from: readonly number[];
  to: number;
  set: Record<string, unknown>;
  refused: string;
  notice?: (product: string) => { title: string; body: string };
}

/**
 * One order move: a conditional UPDATE from the allowed statuses, limited to the actor's own
 * orders (member: theirs; org: its own), then `after` and the company's message in the same
 * transaction. Another member's or organisation's order is "not found".
 */
async function moveOrder(
  db: Db,
  id: number,
  actor: OrderActor,
  m: OrderMove,
  now: number,
  after?: (trx: Trx, order: { voucherId: number; voucherAmount: number }) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let q = trx
      .selectFrom('voucherOrders as o')
      .innerJoin('techServices as s', 's.id', 'o.productId')
      .select(['o.id', 'o.status', 'o.userId', 'o.voucherId', 'o.voucherAmount', 's.serviceName'])
      .where('o.id', '=', id);
    if (actor.kind === 'member') q = q.where('o.userId', '=', actor.userId);
    if (actor.kind === 'org') q = q.where('o.orgId', '=', actor.orgId);
    const order = await q.executeTakeFirst();
    if (!order) throw notFound(M.orderNotFound);
    if (!m.from.includes(order.status)) throw invalid(m.refused);
    const done = await trx
      .updateTable('voucherOrders')
      .set({ ...m.set, status: m.to, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw invalid(m.refused);
    await after?.(trx, { voucherId: order.voucherId, voucherAmount: Number(order.voucherAmount) });
    if (m.notice && actor.kind !== 'member') {
      await notify(trx, order.userId, {
        kind: 13,
        ...m.notice(order.serviceName),
        target: { type: 'voucherOrder', id },
        now,
      });
    }
    return order.status;
  });
}

/**
 * Gives an order's voucher part back: to the voucher while it is usable, to the batch once it
 * has expired (the expiry already returned the rest).
 */
async function release(trx: Trx, voucherId: number, amount: number, now: number) {
  const back = await trx
    .updateTable('vouchers')
    .set((eb) => ({ balance: eb(eb.ref('balance'), '+', amount), updatedAt: now }))
    .where('id', '=', voucherId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (Number(back.numUpdatedRows) === 1) return;
  const expired = await trx
    .updateTable('vouchers')
    .set((eb) => ({ returned: eb(eb.ref('returned'), '+', amount), updatedAt: now }))
    .where('id', '=', voucherId)
    .returning('batchId')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('voucherBatches')
    .set((eb) => ({ remaining: eb(eb.ref('remaining'), '+', amount), updatedAt: now }))
    .where('id', '=', expired.batchId)
    .execute();
}

/** Cancel: the company while 0 待机构确认; the organisation or the console while 0 or 1. */
export function cancelOrder(
  db: Db,
  id: number,
  actor: OrderActor,
  reason: string | null | undefined,
  now: number,
) {
  const cancelReason = reason?.trim() || null;
  if (actor.kind !== 'member' && !cancelReason) throw invalid(M.cancelReasonRequired);
  return moveOrder(
    db,
    id,
    actor,
    {
      from: actor.kind === 'member' ? [0] : [0, 1],
      to: 4,
      set: { cancelReason, cancelledAt: now },
      refused: M.orderCancelRefused,
      notice: (product) => ({
        title: '创新券订单已取消',
        body: `您的「${product}」订单已由服务机构取消，原因：${cancelReason}。创新券抵扣额已退回。`,
      }),
    },
    now,
    (trx, o) => release(trx, o.voucherId, o.voucherAmount, now),
  );
}

export function confirmOrder(db: Db, id: number, actor: OrderActor, now: number) {
  if (actor.kind === 'member') throw notFound(M.orderNotFound);
  return moveOrder(
    db,
    id,
    actor,
    {
      from: [0],
      to: 1,
      set: { confirmedAt: now },
      refused: M.orderConfirmRefused,
      notice: (product) => ({
        title: '服务机构已确认订单',
        body: `您的「${product}」订单已由服务机构确认，服务开始。`,
      }),
    },
    now,
  );
}

/** Delivered with the organisation's report (a private file one of its members — or the console — uploaded). */
export function deliverOrder(
  db: Db,
  id: number,
  actor: OrderActor,
  reportFileId: number,
  now: number,
) {
  if (actor.kind === 'member') throw notFound(M.orderNotFound);
  return moveOrder(
    db,
    id,
    actor,
    {
      from: [1],
      to: 2,
      set: { reportFileId, deliveredAt: now },
      refused: M.orderDeliverRefused,
      notice: (product) => ({
        title: '服务已交付，请验收',
        body: `您的「${product}」订单服务已交付，请在“创新券订单”中查看服务报告并验收。`,
      }),
    },
    now,
    // Checked after the order (another's order stays "not found"); refusing rolls the move back.
    async (trx) => {
      // The report is private: uploaded by the console, or by a member of the delivering organisation.
      const file = await trx
        .selectFrom('files')
        .select('id')
        .where('id', '=', reportFileId)
        .where('isPublic', '=', 0)
        .where((eb) =>
          actor.kind === 'org'
            ? eb(
                'userId',
                'in',
                eb.selectFrom('orgMembers').select('userId').where('orgId', '=', actor.orgId),
              )
            : eb('userId', 'is', null),
        )
        .executeTakeFirst();
      if (!file) throw invalid(M.reportRequired);
    },
  );
}

/** The company accepts the delivery (验收): 2 → 3. */
export function acceptOrder(db: Db, id: number, userId: number, now: number) {
  return moveOrder(
    db,
    id,
    { kind: 'member', userId },
    { from: [2], to: 3, set: { acceptedAt: now }, refused: M.orderAcceptRefused },
    now,
  );
}
