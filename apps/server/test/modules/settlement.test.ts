import type { Page, SettlementOrder, SettlementOrderDetail } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPaymentCommand } from '../../src/cli/payment-commands.ts';
import { openDealOrder } from '../../src/modules/settlement/orders.ts';
import type { TestContext } from '../support/app.ts';
import { get, post, registerMember, uploadPdf, userIdOf } from '../support/client.ts';
import { chars, countRows, createSeededApp } from '../support/home.ts';

let ctx: TestContext;
let alice: string;
let bob: string;
let aliceId: number;
let auctionId: number;

/** An auction that ended an hour ago: alice bid highest, bob lower. */
async function endedAuction(bidders: { userId: number; amount: number }[]) {
  const now = ctx.clock.now();
  const template = await ctx.db
    .selectFrom('auctions')
    .selectAll()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = template;
  const a = await ctx.db
    .insertInto('auctions')
    .values({
      ...rest,
      title: '一种高镍三元正极材料制备技术竞价',
      state: 1,
      startAt: now - 7 * 86_400_000,
      endAt: now - 3_600_000,
      currentPrice: Math.max(...bidders.map((b) => b.amount)),
      bidCount: bidders.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const b of bidders) {
    await ctx.db
      .insertInto('bids')
      .values({ auctionId: a.id, userId: b.userId, amount: b.amount, createdAt: now - 86_400_000 })
      .execute();
  }
  return a.id;
}

const uploadSlip = (as: string) => uploadPdf(ctx.app, as, '转账凭证.pdf');

const open = (auction: number, token: string) =>
  post<{ id: number }>(
    ctx.app,
    '/client/mine/settlement/order/open',
    { auctionId: auction },
    { token },
  );
const detail = (id: number, token: string) =>
  get<SettlementOrderDetail>(ctx.app, `/client/mine/settlement/order/detail?id=${id}`, { token });
const pay = (body: Record<string, unknown>, token: string) =>
  post<{ paymentId: number }>(ctx.app, '/client/mine/settlement/order/pay', body, { token });
const paymentCount = () => countRows(ctx, 'payments');
const settlementMessages = async (user: number) =>
  (
    await ctx.db
      .selectFrom('messages')
      .select(['title', 'body'])
      .where('userId', '=', user)
      .where('kind', '=', 11)
      .orderBy('id')
      .execute()
  ).map((m) => m.title);

beforeAll(async () => {
  ctx = await createSeededApp();
  alice = (await registerMember(ctx, { username: 'settle_alice' })).token;
  bob = (await registerMember(ctx, { username: 'settle_bob' })).token;
  aliceId = await userIdOf(ctx, 'settle_alice');
  auctionId = await endedAuction([
    { userId: aliceId, amount: 1_234_567 },
    { userId: await userIdOf(ctx, 'settle_bob'), amount: 1_200_000 },
  ]);
});
afterAll(() => ctx.close());

let orderId: number;
let total: number;
let slip: number;

describe('settlement orders', () => {
  it('opens the order of a won auction once, even when asked twice at once', async () => {
    const [a, b] = await Promise.all([open(auctionId, alice), open(auctionId, alice)]);
    expect(a.code).toBe(1);
    expect(b.data.id).toBe(a.data.id);
    orderId = a.data.id;
    expect((await open(auctionId, alice)).data.id).toBe(orderId);
    expect(await countRows(ctx, 'settlementOrders')).toBeGreaterThan(0);
    const refused = await open(auctionId, bob);
    expect(refused).toMatchObject({ code: 400, msg: '您未中标该竞价项目，不能结算' });
    expect((await open(999_999, alice)).code).toBe(404);
  });

  it('shows amounts with the 1 % service fee and the history; another member gets 404', async () => {
    const res = await detail(orderId, alice);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({
      sourceKind: 'auction',
      sourceId: auctionId,
      amount: 1_234_567,
      serviceFee: 12_345.67,
      totalAmount: 1_246_912.67,
      status: 0,
      paymentPending: false,
    });
    expect(res.data.orderNo).toMatch(/^JA\d{8}\d{6}$/);
    expect(res.data.moves).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 0 })]);
    expect(res.data.payee.accountNo).toBeTruthy();
    total = res.data.totalAmount;
    expect(await detail(orderId, bob)).toMatchObject({ code: 404, msg: '订单不存在' });
    const bobs = await get<Page<SettlementOrder>>(ctx.app, '/client/mine/settlement/order/page', {
      token: bob,
    });
    expect(bobs.data.records.some((o) => o.id === orderId)).toBe(false);
    const mine = await get<Page<SettlementOrder>>(
      ctx.app,
      '/client/mine/settlement/order/page?status=0',
      { token: alice },
    );
    expect(mine.data.records.map((o) => o.id)).toContain(orderId);
    expect(
      (await get(ctx.app, '/client/mine/settlement/order/page?status=2', { token: alice })).msg,
    ).toBe('订单状态不正确');
    expect((await get(ctx.app, `/client/mine/settlement/order/detail?id=${orderId}`)).code).toBe(
      -401,
    );
  });

  it('refuses bad amounts, over-long text, a bad account and a slip that is not the member’s', async () => {
    slip = await uploadSlip(alice);
    const bobSlip = await uploadSlip(bob);
    const good = {
      orderId,
      amount: total,
      payerName: '济南华辰智能科技有限公司',
      payerAccount: '6222 0216 0201 2345 678',
      slipFileId: slip,
    };
    const before = await paymentCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, amount: '' }, '请输入转账金额'],
      [{ ...good, amount: 'abc' }, '请输入正确的金额'],
      [{ ...good, amount: -5 }, '请输入正确的金额'],
      [{ ...good, amount: '1246912.671' }, '请输入正确的金额'],
      [{ ...good, amount: 1_234_567 }, '转账金额须与应付金额1,246,912.67元一致'],
      [{ ...good, remark: chars(301) }, '最多输入300个字符'],
      [{ ...good, payerName: chars(101) }, '不能超过100个字符'],
      [{ ...good, payerName: ' ' }, '请输入付款户名'],
      [{ ...good, payerAccount: '12ab' }, '请输入正确的银行账号'],
      [{ ...good, slipFileId: undefined }, '请上传转账凭证'],
      [{ ...good, slipFileId: bobSlip }, '转账凭证不存在，请重新上传'],
    ];
    for (const [body, msg] of cases) {
      const res = await pay(body, alice);
      expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.msg).toEqual(msg);
    }
    expect(await pay({ ...good, orderId: 999_999 }, alice)).toMatchObject({ code: 404 });
    expect(await pay({ ...good, slipFileId: bobSlip }, bob)).toMatchObject({
      code: 404,
      msg: '订单不存在',
    });
    expect((await pay({ ...good, status: 1 }, alice)).code).toBe(400);
    const guest = await post(ctx.app, '/client/mine/settlement/order/pay', good);
    expect(guest.code).toBe(-401);
    expect(await paymentCount()).toBe(before);
  });

  it('takes one slip at a time; the slip stays private to its owner', async () => {
    const body = {
      orderId,
      amount: total.toFixed(2),
      payerName: '济南华辰智能科技有限公司',
      payerAccount: '6222021602012345678',
      slipFileId: slip,
      remark: '竞价成交价款及服务费',
    };
    const [a, b] = await Promise.all([pay(body, alice), pay(body, alice)]);
    const codes = [a.code, b.code].sort();
    expect(codes).toEqual([1, 409]);
    expect([a.msg, b.msg]).toContain('已提交转账凭证，请等待确认');
    const res = await detail(orderId, alice);
    expect(res.data.paymentPending).toBe(true);
    expect(res.data.payments).toHaveLength(1);
    expect(res.data.payments[0]).toMatchObject({
      status: 0,
      slipName: '转账凭证.pdf',
      amount: total,
    });
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/gateway/client/mine/file/${slip}`,
      headers: { authorization: alice },
    });
    expect(own.statusCode).toBe(200);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/gateway/client/mine/file/${slip}`,
      headers: { authorization: bob },
    });
    expect(other.statusCode).toBe(404);
  });

  it('confirms a payment exactly once under parallel confirms, and tells the member', async () => {
    const { id } = await ctx.db
      .selectFrom('payments')
      .select('id')
      .where('refId', '=', orderId)
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    const results = await Promise.allSettled([
      ctx.app.payments.confirm(ctx.db, id, now),
      ctx.app.payments.confirm(ctx.db, id, now),
      ctx.app.payments.confirm(ctx.db, id, now),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toBe('该付款当前为“已确认”，不能再处理');
    const res = await detail(orderId, alice);
    expect(res.data).toMatchObject({ status: 1, paymentPending: false });
    expect(res.data.paidAt).toBeTruthy();
    expect(res.data.moves.map((m) => [m.fromStatus, m.toStatus])).toEqual([
      [null, 0],
      [0, 1],
    ]);
    expect(await settlementMessages(aliceId)).toEqual(['交易结算：订单已支付']);
    // Paid is final: no further payment, no rejection of the confirmed one.
    const again = await pay(
      {
        orderId,
        amount: total,
        payerName: '济南华辰',
        payerAccount: '6222021602012345678',
        slipFileId: slip,
      },
      alice,
    );
    expect(again).toMatchObject({ code: 400, msg: '订单当前为“已支付”，不能付款' });
    await expect(ctx.app.payments.reject(ctx.db, id, '重复', now)).rejects.toThrow(
      '该付款当前为“已确认”',
    );
    await expect(ctx.app.payments.confirm(ctx.db, 999_999, now)).rejects.toThrow('付款记录不存在');
  });

  it('a rejected slip fails the order; a new slip reopens it; the CLI confirms and audits', async () => {
    const deal = await ctx.db
      .selectFrom('deals')
      .select(['id', 'amount'])
      // The demo settles the first deals already.
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    const dealOrder = await openDealOrder(ctx.db, aliceId, deal.id, now);
    await expect(openDealOrder(ctx.db, aliceId, deal.id, now)).rejects.toThrow(
      '该成交已有结算订单',
    );
    const d = (await detail(dealOrder, alice)).data;
    expect(d.orderNo).toMatch(/^JD/);
    const body = {
      orderId: dealOrder,
      amount: d.totalAmount,
      payerName: '济南华辰智能科技有限公司',
      payerAccount: '6222021602012345678',
      slipFileId: slip,
    };
    const first = await pay(body, alice);
    expect(first.code).toBe(1);
    await expect(
      runPaymentCommand(ctx.app, 'payment-reject', { id: String(first.data.paymentId) }),
    ).rejects.toThrow('请填写驳回原因');
    const rejected = await runPaymentCommand(ctx.app, 'payment-reject', {
      id: String(first.data.paymentId),
      reason: '未查询到该笔转账',
    });
    expect(rejected).toContain('已驳回付款');
    let state = (await detail(dealOrder, alice)).data;
    expect(state).toMatchObject({ status: 3, reason: '未查询到该笔转账' });

    const second = await pay(body, alice);
    expect(second.code).toBe(1);
    state = (await detail(dealOrder, alice)).data;
    expect(state.status).toBe(0);
    const pending = await runPaymentCommand(ctx.app, 'payment-pending', {});
    expect(pending).toContain(state.orderNo);
    expect(
      await runPaymentCommand(ctx.app, 'payment-confirm', { id: String(second.data.paymentId) }),
    ).toContain('已确认付款');
    state = (await detail(dealOrder, alice)).data;
    expect(state.status).toBe(1);
    expect(state.moves.map((m) => [m.fromStatus, m.toStatus])).toEqual([
      [null, 0],
      [0, 3],
      [3, 0],
      [0, 1],
    ]);
    expect(state.payments.map((p) => p.status)).toEqual([1, 3]);
    expect(await settlementMessages(aliceId)).toEqual([
      '交易结算：订单已支付',
      '交易结算：转账未确认',
      '交易结算：订单已支付',
    ]);
    const audits = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', 'like', 'operator.payment-%')
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual([
      'operator.payment-confirm',
      'operator.payment-reject',
    ]);
  });
});
