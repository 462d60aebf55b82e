import type {
  BidDetail,
  BidItem,
  BidOfferResult,
  BidPage,
  BidRecord,
  MyBidRecord,
} from '@portal/shared';
import { BID_MAX_STEPS, maxBidPrice } from '@portal/shared/bid-limits';
import { formatWan } from '@portal/shared/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveAuction } from '../../src/modules/bidding/operator.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all, page } from '../support/market.ts';

const ctx = appForFile(createSeededApp);
let alice: string;
let bob: string;
beforeAll(async () => {
  alice = (await registerMember(ctx, { username: 'alice_bidder', certified: true })).token;
  bob = (await registerMember(ctx, { username: 'bob_bidder', certified: true })).token;
});

const withStatus = async (status: number) =>
  (await all<BidItem>(ctx, `/client/api/bid/page?auctionStatus=${status}`))[0]!;

const offer = (bidId: number, amount: number | string, token = alice) =>
  post<BidOfferResult>(ctx.app, '/client/mine/bid/offer', { bidId, amount }, { token });

describe('GET /client/api/bid/page', () => {
  it('lists every auction but the unlisted, with server time, and filters by status', async () => {
    const res = await get<BidPage>(ctx.app, '/client/api/bid/page?pageSize=100');
    expect(res.data.serverTime).toBe('2026-11-21 12:00:00');
    const listed = await ctx.db
      .selectFrom('auctions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '!=', 0)
      .executeTakeFirstOrThrow();
    expect(res.data.total).toBe(Number(listed.n));
    expect(res.data.total).toBeGreaterThan(20);
    expect(res.data.records.every((a) => a.auctionStatus !== 0)).toBe(true);
    for (const status of [1, 2, 3, 4, 5]) {
      const rows = await all<BidItem>(ctx, `/client/api/bid/page?auctionStatus=${status}`);
      expect(rows.length, `status ${status}`).toBeGreaterThan(0);
      expect(rows.every((a) => a.auctionStatus === status)).toBe(true);
    }
    const upcoming = await withStatus(1);
    expect(upcoming.countdownMs).toBe(
      Date.parse(`${upcoming.startTime.replace(' ', 'T')}+08:00`) - ctx.clock.now(),
    );
    const running = await withStatus(2);
    expect(running.countdownMs).toBeGreaterThan(0);
    expect((await withStatus(3)).countdownMs).toBe(0);
    expect((await get(ctx.app, '/client/api/bid/page?auctionStatus=0')).msg).toBe('状态不正确');
  });
});

describe('bidding on an auction in progress', () => {
  it('refuses a bid below the start price or below current + step, with the amounts', async () => {
    const a = await withStatus(2);
    const detail = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`)).data;
    expect(detail.serverTime).toBe('2026-11-21 12:00:00');
    expect(detail.minNextPrice).toBe(
      a.bidCount === 0 ? a.startPrice : a.currentPrice + a.stepPrice,
    );
    const low = await offer(a.id, detail.minNextPrice - 1);
    expect(low).toEqual({
      code: 400,
      msg:
        a.bidCount === 0
          ? `出价不能低于起拍价${formatWan(a.startPrice)}`
          : `出价不能低于${formatWan(detail.minNextPrice)}（当前价${formatWan(a.currentPrice)} + 加价幅度${formatWan(a.stepPrice)}）`,
      data: null,
    });
  });

  it('accepts a bid at the minimum, then requires the step above it', async () => {
    const a = await withStatus(2);
    const min = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`)).data
      .minNextPrice;
    const placed = await offer(a.id, String(min));
    expect(placed).toMatchObject({
      code: 1,
      msg: '出价成功',
      data: { currentPrice: min, bidCount: a.bidCount + 1, minNextPrice: min + a.stepPrice },
    });
    expect((await offer(a.id, min + a.stepPrice - 1, bob)).msg).toBe(
      `出价不能低于${formatWan(min + a.stepPrice)}（当前价${formatWan(min)} + 加价幅度${formatWan(a.stepPrice)}）`,
    );
    expect((await offer(a.id, min + a.stepPrice, bob)).code).toBe(1);
    const detail = (
      await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`, { token: alice })
    ).data;
    expect(detail.currentPrice).toBe(min + a.stepPrice);
    expect(detail.isLeading).toBe(false);
    expect(detail.records[0]).toMatchObject({
      amount: min + a.stepPrice,
      bidderName: 'b****r',
      status: 1,
      isMine: false,
    });
    expect(detail.records[1]).toMatchObject({ amount: min, isMine: true });
    const history = await page<BidRecord>(
      ctx,
      `/client/api/bid/record/page?bidId=${a.id}&pageSize=100`,
    );
    expect(history.total).toBe(a.bidCount + 2);
    const amounts = history.records.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    expect(history.records.every((r) => r.bidderName.includes('*'))).toBe(true);
  });

  it('refuses a bid above the cap (current price + BID_MAX_STEPS steps), so none locks it', async () => {
    const a = (await all<BidItem>(ctx, '/client/api/bid/page?auctionStatus=2'))[1]!;
    const before = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`)).data;
    const max = maxBidPrice(before);
    const message = `单次出价不能高于${formatWan(max)}（当前价加${BID_MAX_STEPS}个加价幅度）`;
    // The request of issue #23: one absurd bid.
    expect(await offer(a.id, 1_000_000_000_000, bob)).toEqual({
      code: 400,
      msg: message,
      data: null,
    });
    expect(await offer(a.id, max + 1, bob)).toEqual({ code: 400, msg: message, data: null });
    const after = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`)).data;
    expect(after).toMatchObject({ currentPrice: before.currentPrice, bidCount: before.bidCount });
    expect((await offer(a.id, max, bob)).code).toBe(1);
    // Whoever comes next can still outbid it.
    expect((await offer(a.id, max + a.stepPrice, alice)).code).toBe(1);
  });

  it('refuses the leading bidder outbidding himself, also when his bids race', async () => {
    const a = (await all<BidItem>(ctx, '/client/api/bid/page?auctionStatus=2')).at(-1)!;
    const min = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`)).data
      .minNextPrice;
    const step = a.stepPrice;
    const carol = (await registerMember(ctx, { username: 'carol_racer', certified: true })).token;
    const race = await Promise.all([0, 1, 2, 3].map((k) => offer(a.id, min + k * step, carol)));
    expect(race.filter((r) => r.code === 1)).toHaveLength(1);
    for (const refused of race.filter((r) => r.code !== 1)) {
      expect(refused.msg).toBe('您当前已是最高出价者，不能自己加价');
    }
    const after = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`)).data;
    expect(after.bidCount).toBe(a.bidCount + 1);
    expect((await offer(a.id, after.minNextPrice * 2, carol)).msg).toBe(
      '您当前已是最高出价者，不能自己加价',
    );
    // Two others at the same minimum: one wins, the other is told the new minimum.
    const dave = (await registerMember(ctx, { username: 'dave_racer', certified: true })).token;
    const both = await Promise.all([
      offer(a.id, after.minNextPrice, dave),
      offer(a.id, after.minNextPrice, bob),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 400]);
    expect(both.find((r) => r.code === 400)?.msg).toBe(
      `出价不能低于${formatWan(after.minNextPrice + step)}（当前价${formatWan(after.minNextPrice)} + 加价幅度${formatWan(step)}）`,
    );
    const final = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`)).data;
    expect(final).toMatchObject({ bidCount: a.bidCount + 2, currentPrice: after.minNextPrice });
  });

  it('refuses bids outside 进行中, from guests and invalid amounts', async () => {
    expect((await offer((await withStatus(1)).id, 99_999_999)).msg).toBe(
      '竞价尚未开始，暂不能出价',
    );
    expect((await offer((await withStatus(3)).id, 99_999_999)).msg).toBe('竞价已结束，不能出价');
    expect((await offer((await withStatus(4)).id, 99_999_999)).msg).toBe('竞价已结束，不能出价');
    expect((await offer((await withStatus(5)).id, 99_999_999)).msg).toBe(
      '该项目当前不在竞价中，不能出价',
    );
    const unlisted = await ctx.db
      .selectFrom('auctions')
      .select('id')
      .where('state', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await offer(unlisted.id, 99_999_999)).code).toBe(404);
    expect((await get(ctx.app, `/client/api/bid/detail?id=${unlisted.id}`)).msg).toBe(
      '该竞价项目不存在',
    );
    const running = await withStatus(2);
    expect((await offer(running.id, '12.5')).msg).toBe('请输入正确的出价金额');
    expect((await offer(running.id, '')).msg).toBe('请输入出价金额');
    expect(
      (await post(ctx.app, '/client/mine/bid/offer', { bidId: running.id, amount: 1 })).code,
    ).toBe(-401);
  });
});

describe('follow / cancel follow (spec §7)', () => {
  it('flips isFocus; following twice and cancelling twice are harmless', async () => {
    const a = await withStatus(1);
    const focus = () => post(ctx.app, '/client/mine/bid/focus', { bidId: a.id }, { token: alice });
    expect(await focus()).toEqual({ code: 1, msg: '关注成功', data: null });
    expect((await focus()).msg).toBe('关注成功');
    const detail = (
      await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`, { token: alice })
    ).data;
    expect(detail).toMatchObject({ isFocus: true, focusCount: a.focusCount + 1 });
    const listed = await all<BidItem>(ctx, '/client/api/bid/page?auctionStatus=1', alice);
    expect(listed.find((x) => x.id === a.id)!.isFocus).toBe(true);
    expect(
      (await page<BidItem>(ctx, '/client/mine/bid/focus/list', alice)).records.map((x) => x.id),
    ).toEqual([a.id]);
    const cancel = () =>
      post(ctx.app, '/client/mine/bid/cancel/focus', { bidId: a.id }, { token: alice });
    expect(await cancel()).toEqual({ code: 1, msg: '取消关注成功', data: null });
    expect((await cancel()).msg).toBe('取消关注成功');
    const after = (
      await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`, { token: alice })
    ).data;
    expect(after).toMatchObject({ isFocus: false, focusCount: a.focusCount });
    expect((await post(ctx.app, '/client/mine/bid/focus', { bidId: a.id })).code).toBe(-401);
    expect(
      (await post(ctx.app, '/client/mine/bid/focus', { bidId: 999999 }, { token: alice })).code,
    ).toBe(404);
  });
});

describe('member bid lists (/CompetitiveMove)', () => {
  it('lists the member’s own bids with their status', async () => {
    const mine = await page<MyBidRecord>(ctx, '/client/mine/bid/record/list?pageSize=100', alice);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.records.every((r) => [1, 3, 4, 5].includes(r.status))).toBe(true);
    expect((await get(ctx.app, '/client/mine/bid/record/list')).code).toBe(-401);
  });
});

describe('operator moves (AUCTION_TRANSITIONS)', () => {
  it('lists, aborts and evaluates only along the table', async () => {
    const now = ctx.clock.now();
    const unlisted = await ctx.db
      .selectFrom('auctions')
      .selectAll()
      .where('state', '=', 0)
      .executeTakeFirstOrThrow();
    await moveAuction(ctx.db, unlisted.id, 1, now);
    expect(
      (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${unlisted.id}`)).data
        .auctionStatus,
    ).toBe(1);
    await expect(moveAuction(ctx.db, unlisted.id, 2, now)).rejects.toThrow(
      '该状态由开始、结束时间自动变更',
    );
    await expect(moveAuction(ctx.db, unlisted.id, 4, now)).rejects.toThrow(
      '状态不能从“即将开始”变为“已评价”',
    );

    const running = await withStatus(2);
    await moveAuction(ctx.db, running.id, 5, now);
    expect((await offer(running.id, 99_999_999)).msg).toBe('该项目当前不在竞价中，不能出价');
    await expect(moveAuction(ctx.db, running.id, 1, now)).rejects.toThrow(
      '状态不能从“已中止”变为“即将开始”',
    );
    const records = await page<BidRecord>(ctx, `/client/api/bid/record/page?bidId=${running.id}`);
    expect(records.records.every((r) => r.status === 5)).toBe(true);

    const ended = await withStatus(3);
    await expect(moveAuction(ctx.db, ended.id, 5, now)).rejects.toThrow(
      '状态不能从“已结束”变为“已中止”',
    );
    await moveAuction(ctx.db, ended.id, 4, now);
    await expect(moveAuction(ctx.db, ended.id, 3, now)).rejects.toThrow(
      '状态不能从“已评价”变为“已结束”',
    );

    const late = await ctx.db
      .insertInto('auctions')
      .values({ ...unlisted, id: undefined, state: 0, startAt: now - 1000 } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(moveAuction(ctx.db, late.id, 1, now)).rejects.toThrow('开始时间已过');
  });

  // Last: the clock moves past the end.
  it('settles the bids when the auction ends: the highest wins, the others do not', async () => {
    // The operator moves above went around the guests' 2 s list cache.
    ctx.clock.advance(2000);
    const a =
      (await all<BidItem>(ctx, '/client/api/bid/page?auctionStatus=2')).find(
        (x) => x.bidCount === 0,
      ) ?? (await withStatus(2));
    const min = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`)).data
      .minNextPrice;
    expect((await offer(a.id, min, bob)).code).toBe(1);
    expect((await offer(a.id, min + a.stepPrice, alice)).code).toBe(1);
    ctx.clock.advance(Date.parse(`${a.endTime.replace(' ', 'T')}+08:00`) - ctx.clock.now() + 1000);
    const carol = (await registerMember(ctx, { username: 'carol_bidder', certified: true })).token;
    expect((await offer(a.id, min * 10, carol)).msg).toBe('竞价已结束，不能出价');
    const history = await page<BidRecord>(ctx, `/client/api/bid/record/page?bidId=${a.id}`);
    expect(history.records[0]).toMatchObject({ amount: min + a.stepPrice, status: 3 });
    expect(history.records.slice(1).every((r) => r.status === 4)).toBe(true);
    const detail = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${a.id}`)).data;
    expect(detail).toMatchObject({ auctionStatus: 3, countdownMs: 0 });
  });
});
