import type { BidItem, NeedItem, NeedTag, RewardItem } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { appForFile } from '../support/app.ts';
import { certifyMember, get, post, registerMember } from '../support/client.ts';
import { countRows, createSeededApp } from '../support/home.ts';
import { all } from '../support/market.ts';

const ctx = appForFile(createSeededApp);
let guestish: string;
let pending: string;
let certified: string;
let needType: number;
let giveType: number;
let need: NeedItem;
let reward: RewardItem;
let auction: BidItem & { next: number };

beforeAll(async () => {
  guestish = (await registerMember(ctx, { username: 'gate_plain' })).token;
  pending = (await registerMember(ctx, { username: 'gate_pending' })).token;
  await ctx.db
    .updateTable('users')
    .set({ verifyStatus: 1 })
    .where('username', '=', 'gate_pending')
    .execute();
  certified = (await registerMember(ctx, { username: 'gate_certified' })).token;
  await certifyMember(ctx, 'gate_certified');
  const tags = await get<NeedTag[]>(ctx.app, '/need/tags/list');
  needType = tags.data.find((t) => t.type === 1)!.id;
  giveType = tags.data.find((t) => t.type === 2)!.id;
  need = (await all<NeedItem>(ctx, '/client/api/need/page?open=true'))[0]!;
  reward = (await all<RewardItem>(ctx, '/client/api/reward/page?open=true')).find(
    (r) => r.unveilStatus === 0,
  )!;
  const running = (await all<BidItem>(ctx, '/client/api/bid/page?auctionStatus=2'))[0]!;
  const row = await ctx.db
    .selectFrom('auctions')
    .select(['currentPrice', 'stepPrice'])
    .where('id', '=', running.id)
    .executeTakeFirstOrThrow();
  auction = { ...running, next: row.currentPrice + row.stepPrice };
});

const gates: [string, string, keyof Database, () => object][] = [
  [
    '发布需求',
    '/need/add',
    'needs',
    () => ({
      goodsName: '高盐废水零排放技术攻关',
      needType,
      giveType,
      deadlineTime: '2027-06-30',
      goodsDesc: '化工园区高盐废水处理成本高，寻求低能耗零排放工艺。',
    }),
  ],
  [
    '承接需求',
    '/client/mine/need/undertake',
    'undertakings',
    () => ({
      needId: need.id,
      companyName: '青岛海拓智能科技有限公司',
      linkman: '李工',
      linkphone: '13905320001',
      content: '团队在该方向有成熟工艺，可半年内完成中试验证。',
    }),
  ],
  [
    '揭榜悬赏',
    '/client/mine/reward/participate',
    'participations',
    () => ({
      rewardId: reward.id,
      companyName: '淄博瑞丰新材料有限公司',
      linkman: '赵工',
      linkphone: '13905330002',
      plan: '采用连续化工艺路线，6个月完成中试，满足榜单全部指标。',
    }),
  ],
  [
    '参与竞价',
    '/client/mine/bid/offer',
    'bids',
    () => ({ bidId: auction.id, amount: auction.next }),
  ],
];

describe('certification is required on the server (issue 26)', () => {
  it.each(gates)(
    '%s: refused without certification, naming /Auth; stores nothing',
    async (action, path, table, body) => {
      const before = await countRows(ctx, table);
      expect(await post(ctx.app, path, body(), { token: guestish })).toEqual({
        code: 40302,
        msg: `${action}需先完成实名认证，请前往“实名认证”页面（/Auth）提交认证资料`,
        data: null,
      });
      expect(await post(ctx.app, path, body(), { token: pending })).toEqual({
        code: 40302,
        msg: `${action}需先完成实名认证，您的认证资料正在审核中（查看进度：/Auth）`,
        data: null,
      });
      expect((await post(ctx.app, path, body())).code).toBe(-401);
      expect(await countRows(ctx, table)).toBe(before);
    },
  );

  it.each(gates)('%s: a certified member gets through', async (_action, path, table, body) => {
    const before = await countRows(ctx, table);
    const res = await post(ctx.app, path, body(), { token: certified });
    expect(res).toMatchObject({ code: 1 });
    expect(await countRows(ctx, table)).toBe(before + 1);
  });
});
