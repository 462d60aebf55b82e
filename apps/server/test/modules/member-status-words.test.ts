import type { ActionItem, BidItem, MyBidRecord, MySignUp, Page } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all, page } from '../support/market.ts';

/** Status words of the member centre describe the member's own record (issue 26). */
const ctx = appForFile(createSeededApp);
let alice: string;
let bob: string;
beforeAll(async () => {
  alice = (await registerMember(ctx, { username: 'words_alice', certified: true })).token;
  bob = (await registerMember(ctx, { username: 'words_bob', certified: true })).token;
});

describe('member-centre status words', () => {
  it('我的出价: the outbid bid reads 已被超越, the leader 领先', async () => {
    const running = (await all<BidItem>(ctx, '/client/api/bid/page?auctionStatus=2'))[0]!;
    const auction = await ctx.db
      .selectFrom('auctions')
      .select(['currentPrice', 'stepPrice'])
      .where('id', '=', running.id)
      .executeTakeFirstOrThrow();
    const offer = (amount: number, token: string) =>
      post(ctx.app, '/client/mine/bid/offer', { bidId: running.id, amount }, { token });
    const first = Number(auction.currentPrice) + Number(auction.stepPrice);
    expect((await offer(first, alice)).code).toBe(1);
    const mine = (token: string) =>
      page<MyBidRecord>(ctx, `/client/mine/bid/record/list?bidId=${running.id}`, token);
    expect((await mine(alice)).records[0]).toMatchObject({ status: 1, statusName: '领先' });
    expect((await offer(first + Number(auction.stepPrice), bob)).code).toBe(1);
    expect((await mine(alice)).records[0]).toMatchObject({ status: 1, statusName: '已被超越' });
    expect((await mine(bob)).records[0]).toMatchObject({ status: 1, statusName: '领先' });
  });

  it('我的报名: the sign-up reads 报名成功 (the activity its own status), 活动已取消 once withdrawn', async () => {
    const open = (
      await post<Page<ActionItem>>(ctx.app, '/client/api/action/page', { status: 1, pageSize: 100 })
    ).data.records.find((a) => a.maxSignups === null || a.signCount < a.maxSignups)!;
    const signed = await post(
      ctx.app,
      '/client/mine/action/sign',
      {
        actionId: open.id,
        companyName: '烟台蓝海生物科技有限公司',
        linkman: '孙丽',
        linkphone: '13706350001',
      },
      { token: alice },
    );
    expect(signed.code).toBe(1);
    const mine = async () =>
      (await page<MySignUp>(ctx, '/client/mine/action/sign/list', alice)).records.find(
        (s) => s.actionId === open.id,
      );
    expect(await mine()).toMatchObject({ status: 1, statusName: '报名成功', actionStatus: 1 });
    await ctx.db.updateTable('activities').set({ status: 0 }).where('id', '=', open.id).execute();
    expect(await mine()).toMatchObject({ status: 2, statusName: '活动已取消' });
  });
});
