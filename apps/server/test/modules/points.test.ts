import {
  ApiCode,
  type LevelPurchase,
  type Page,
  type PointEntry,
  type PointsSummary,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideCertification } from '../../src/modules/account/certification.ts';
import { reviewNeed } from '../../src/modules/need/review.ts';
import { awardPoints } from '../../src/modules/points/ledger.ts';
import { activateLevelPurchase } from '../../src/modules/points/levels.ts';
import { appForFile } from '../support/app.ts';
import {
  get,
  passwordLogin,
  post,
  registerMember,
  uploadPdf,
  userIdOf,
} from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let member: string;
let memberId: number;
let other: string;
beforeAll(async () => {
  member = (await registerMember(ctx, { username: 'points_member' })).token;
  other = (await registerMember(ctx, { username: 'points_other' })).token;
  memberId = await userIdOf(ctx, 'points_member');
});

const now = () => ctx.clock.now();
const summary = async (token: string) =>
  (await get<PointsSummary>(ctx.app, '/client/mine/points/summary', { token })).data;
const ledger = async (token: string) =>
  (await get<Page<PointEntry>>(ctx.app, '/client/mine/points/page?pageSize=100', { token })).data;
const purchases = async (token: string) =>
  (await get<Page<LevelPurchase>>(ctx.app, '/client/mine/level/purchase/page', { token })).data;
const buy = (token: string, body: unknown) =>
  post<{ id: number }>(ctx.app, '/client/mine/level/buy', body, { token });

describe('points', () => {
  it('refuses guests', async () => {
    expect((await get(ctx.app, '/client/mine/points/summary')).code).toBe(ApiCode.NOT_LOGGED_IN);
    expect((await get(ctx.app, '/client/mine/points/page')).code).toBe(ApiCode.NOT_LOGGED_IN);
  });

  it('awards by the rules table, once per event, and the ledger sums to the balance', async () => {
    const start = await summary(member);
    expect(start.rules.map((r) => r.code)).toContain('certified');
    // 说明 says each rule's own frequency (issue 26), not the daily login's on every row.
    expect(start.rules.find((r) => r.code === 'needPublished')).toMatchObject({
      note: '每条需求审核通过时',
    });
    expect(start.rules.find((r) => r.code === 'dailyLogin')).toMatchObject({ note: '每天一次' });
    expect(start.rules.filter((r) => r.note.includes('每日登录'))).toHaveLength(0);
    // Registering logged the member in: today's login counts once, a second login adds nothing.
    expect((await ledger(member)).records.map((e) => e.rule)).toEqual(['dailyLogin']);
    expect((await passwordLogin(ctx.app, 'points_member')).code).toBe(1);
    await ctx.db
      .insertInto('certifications')
      .values({
        userId: memberId,
        authType: 2,
        realName: '济南华辰智能科技有限公司',
        certNo: '91370100MA3C51231K',
        materials: '[]',
        status: 1,
        reason: null,
        submittedAt: now(),
        decidedAt: null,
        decidedBy: null,
      })
      .execute();
    await decideCertification(ctx.app, {
      userId: memberId,
      approve: true,
      operatorId: null,
      actor: 'test',
    });
    const needs = await ctx.db
      .selectFrom('needs')
      .select('id')
      .where('status', '=', 0)
      .limit(2)
      .execute();
    for (const need of needs) {
      await ctx.db
        .updateTable('needs')
        .set({ userId: memberId })
        .where('id', '=', need.id)
        .execute();
      await reviewNeed(ctx.db, need.id, 1, now());
    }
    const { records } = await ledger(member);
    expect(records.map((e) => e.rule).sort()).toEqual(
      ['certified', 'dailyLogin', 'firstNeed', 'needPublished', 'needPublished'].sort(),
    );
    const after = await summary(member);
    expect(after.balance).toBe(records.reduce((sum, e) => sum + e.points, 0));
    expect(after.balance).toBe(2 + 100 + 50 + 10 + 10);
  });

  it('awards a parallel event once', async () => {
    const before = (await summary(member)).balance;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        awardPoints(
          ctx.db,
          memberId,
          { rule: 'activitySignup', ref: 999, note: '报名活动' },
          now(),
        ),
      ),
    );
    expect((await summary(member)).balance).toBe(before + 5);
  });

  it('shows a member only their own ledger', async () => {
    const others = await ledger(other);
    expect(others.records.every((e) => e.rule === 'dailyLogin')).toBe(true);
  });
});

describe('levels', () => {
  it('refuses bad input with a clear message and writes nothing', async () => {
    expect(await buy(member, { level: 0, years: 1 })).toMatchObject({
      code: 400,
      msg: '请选择要购买的会员等级',
    });
    expect(await buy(member, { level: 2, years: 9 })).toMatchObject({
      code: 400,
      msg: '购买年限为1至3年',
    });
    expect((await purchases(member)).total).toBe(0);
  });

  it('makes one open purchase under parallel clicks', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => buy(member, { level: 2, years: 1 })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 409).map((a) => a.msg)).toContain(
      '您有一笔待支付的会员订单，请先支付或取消',
    );
    const [open] = (await purchases(member)).records;
    expect(open).toMatchObject({
      level: 2,
      levelName: '金卡会员',
      amount: 3000,
      status: 0,
      statusName: '待支付',
    });
  });

  it('cancels only the own purchase while 待支付', async () => {
    const [open] = (await purchases(member)).records;
    const cancel = (token: string) =>
      post(ctx.app, '/client/mine/level/purchase/cancel', { id: open!.id }, { token });
    expect((await cancel(other)).code).toBe(404);
    expect(await cancel(member)).toMatchObject({ code: 1, msg: '已取消' });
    expect(await cancel(member)).toMatchObject({ code: 400, msg: '只有待支付的订单可以取消' });
  });

  it('a paid purchase sets the level once; a renewal starts where the term ends', async () => {
    const first = await buy(member, { level: 1, years: 2 });
    expect(first.code).toBe(1);
    const paid = await Promise.all([
      activateLevelPurchase(ctx.db, first.data.id, now()),
      activateLevelPurchase(ctx.db, first.data.id, now()),
    ]);
    expect(paid.filter(Boolean)).toHaveLength(1);
    const level = await summary(member);
    expect(level).toMatchObject({ level: 1, levelName: '银卡会员' });
    const renewal = await buy(member, { level: 1, years: 1 });
    await activateLevelPurchase(ctx.db, renewal.data.id, now());
    const until = (await purchases(member)).records.map((p) => p.validUntil);
    expect(until[0]! > until[1]!).toBe(true);
    expect((await summary(member)).levelUntil).toBe(until[0]);
    // A higher level over a running term is refused, so no paid year is lost (issue 26).
    const over = await buy(member, { level: 3, years: 1 });
    expect(over).toMatchObject({ code: 400 });
    expect(over.msg).toMatch(/^您的银卡会员有效期至\d{4}-\d{2}-\d{2}，期内不能改购更高等级/);
    // Once a higher level runs (its term granted here directly), below it is refused.
    const memberId = (
      await ctx.db
        .selectFrom('levelPurchases')
        .select('userId')
        .where('id', '=', first.data.id)
        .executeTakeFirstOrThrow()
    ).userId;
    await ctx.db
      .insertInto('levelPurchases')
      .values({
        userId: memberId,
        level: 3,
        years: 1,
        amount: '8000.00',
        status: 1,
        reason: null,
        createdAt: now(),
        updatedAt: now(),
        paidAt: now(),
        validFrom: now(),
        validUntil: now() + 365 * 86_400_000,
      })
      .execute();
    expect(await buy(member, { level: 1, years: 1 })).toMatchObject({
      code: 400,
      msg: '您当前的会员等级更高，无需购买该等级',
    });
  });
});

describe('own data', () => {
  it('exports the ledger and the purchases with the member’s data', async () => {
    const res = await get<Record<string, Record<string, unknown>[]>>(
      ctx.app,
      '/client/mine/account/export',
      { token: member },
    );
    expect(res.data.积分明细!.map((e) => e.积分规则)).toContain('完成实名认证');
    expect(res.data.会员服务订单!.map((p) => p.会员等级)).toContain('钻石会员');
  });
});

describe('paying a level by bank transfer', () => {
  let buyer: string;
  let buyerId: number;
  beforeAll(async () => {
    buyer = (await registerMember(ctx, { username: 'level_payer' })).token;
    buyerId = await userIdOf(ctx, 'level_payer');
  });
  const pay = (token: string, body: unknown) =>
    post<{ paymentId: number }>(ctx.app, '/client/mine/level/purchase/pay', body, { token });
  const transfer = (id: number, slipFileId: number, amount = '1000.00') => ({
    id,
    amount,
    payerName: '济南华辰智能科技有限公司',
    payerAccount: '6222 0216 0201 2345 678',
    slipFileId,
  });

  it('takes one slip for the amount due; the operator confirms once and the level starts', async () => {
    const slip = await uploadPdf(ctx.app, buyer, '转账凭证.pdf');
    const otherSlip = await uploadPdf(ctx.app, other, '转账凭证.pdf');
    const { id } = (await buy(buyer, { level: 1, years: 1 })).data;
    expect(await pay(buyer, transfer(id, slip, '999.00'))).toMatchObject({
      code: 400,
      msg: '转账金额须与应付金额1,000.00元一致',
    });
    expect(await pay(buyer, transfer(id, otherSlip))).toMatchObject({
      code: 400,
      msg: '转账凭证不存在，请重新上传',
    });
    expect((await pay(other, transfer(id, otherSlip))).code).toBe(404);
    const sent = await Promise.all([
      pay(buyer, transfer(id, slip)),
      pay(buyer, transfer(id, slip)),
    ]);
    expect(sent.map((s) => s.code).sort()).toEqual([1, 409]);
    const paymentId = sent.find((s) => s.code === 1)!.data.paymentId;
    // The slip waits for the operators: the order reads 待确认到账, not 待支付 (issue 26).
    expect((await purchases(buyer)).records[0]).toMatchObject({
      status: 0,
      statusName: '待确认到账',
      paymentPending: true,
    });

    const decided = await Promise.allSettled([
      ctx.app.payments.confirm(ctx.db, paymentId, now()),
      ctx.app.payments.confirm(ctx.db, paymentId, now()),
    ]);
    expect(decided.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    expect((await purchases(buyer)).records[0]).toMatchObject({
      status: 1,
      statusName: '已支付',
      paymentPending: false,
    });
    expect(await summary(buyer)).toMatchObject({ level: 1, levelName: '银卡会员' });
    const message = await ctx.db
      .selectFrom('messages')
      .select(['kind', 'title', 'targetType', 'targetId'])
      .where('userId', '=', buyerId)
      .where('kind', '=', 12)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      title: '会员服务：订单已支付',
      targetType: 'levelPurchase',
      targetId: id,
    });
  });

  it('refuses the cancel while a slip waits; the payment stays decidable (issue #23.4)', async () => {
    const buyer = (await registerMember(ctx, { username: 'level_waiter' })).token;
    const slip = await uploadPdf(ctx.app, buyer, '转账凭证.pdf');
    const { id } = (await buy(buyer, { level: 2, years: 1 })).data;
    const sent = await pay(buyer, transfer(id, slip, '3000'));
    expect(sent.code).toBe(1);
    const cancel = () =>
      post(ctx.app, '/client/mine/level/purchase/cancel', { id }, { token: buyer });
    expect(await cancel()).toMatchObject({
      code: 409,
      msg: '已提交转账凭证，运营人员确认前不能取消订单',
    });
    expect((await purchases(buyer)).records[0]).toMatchObject({ status: 0, paymentPending: true });
    await ctx.app.payments.reject(ctx.db, sent.data.paymentId, '未查询到该笔转账', now());
    expect((await purchases(buyer)).records[0]).toMatchObject({ status: 3, paymentPending: false });
  });

  it('a slip and a cancel at once: never both, no slip left on a cancelled purchase', async () => {
    for (let round = 0; round < 4; round++) {
      const racer = (await registerMember(ctx, { username: `level_racer${round}` })).token;
      const slip = await uploadPdf(ctx.app, racer, '转账凭证.pdf');
      const { id } = (await buy(racer, { level: 1, years: 1 })).data;
      const [paid, cancelled] = await Promise.all([
        pay(racer, transfer(id, slip)),
        post(ctx.app, '/client/mine/level/purchase/cancel', { id }, { token: racer }),
      ]);
      expect([paid.code, cancelled.code].filter((c) => c === 1)).toHaveLength(1);
      const [row] = (await purchases(racer)).records;
      const waiting = await ctx.db
        .selectFrom('payments')
        .select('id')
        .where('purpose', '=', 'level')
        .where('refId', '=', id)
        .where('status', '=', 0)
        .execute();
      expect(row!.status).toBe(paid.code === 1 ? 0 : 2);
      expect(waiting).toHaveLength(paid.code === 1 ? 1 : 0);
    }
  });

  it('a rejected slip fails the purchase with the reason; a new slip reopens it', async () => {
    const slip = await uploadPdf(ctx.app, buyer, '转账凭证.pdf');
    // A renewal of the running 银卡 (a higher level is refused mid-term).
    const { id } = (await buy(buyer, { level: 1, years: 1 })).data;
    const first = await pay(buyer, transfer(id, slip, '1000'));
    await ctx.app.payments.reject(ctx.db, first.data.paymentId, '未查询到该笔转账', now());
    expect((await purchases(buyer)).records[0]).toMatchObject({
      status: 3,
      statusName: '支付失败',
      reason: '未查询到该笔转账',
    });
    expect((await pay(buyer, transfer(id, slip, '1000'))).code).toBe(1);
    expect((await purchases(buyer)).records[0]).toMatchObject({
      status: 0,
      paymentPending: true,
      reason: null,
    });
  });
});
