import type {
  DealDetail,
  DealItem,
  MyParticipation,
  OutcomeDetail,
  RewardDetail,
  RewardItem,
  RewardRankItem,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all, page } from '../support/market.ts';

const ctx = appForFile(createSeededApp);
let token: string;
beforeAll(async () => {
  token = (await registerMember(ctx, { username: 'bounty_member', certified: true })).token;
});

const rewards = (query = '') => all<RewardItem>(ctx, `/client/api/reward/page?${query}`);

const join = (rewardId: number, as = token, change: Record<string, unknown> = {}) =>
  post<{ id: number }>(
    ctx.app,
    '/client/mine/reward/participate',
    {
      rewardId,
      companyName: '淄博瑞丰新材料有限公司',
      linkman: '赵工',
      linkphone: '13905330002',
      plan: '采用连续化工艺路线，6个月完成中试，满足榜单全部指标。',
      ...change,
    },
    { token: as },
  );

describe('bounties', () => {
  it('lists published bounties and filters by unveil status, openness and amount', async () => {
    const everything = await rewards();
    expect(everything.length).toBeGreaterThan(0);
    const unveiled = await rewards('unveilStatus=1');
    expect(unveiled.length).toBeGreaterThan(0);
    expect(unveiled.every((r) => r.unveilStatus === 1 && !r.isOpen)).toBe(true);
    const open = await rewards('open=true');
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((r) => r.isOpen && r.unveilStatus === 0 && r.deadline >= '2026-11-21')).toBe(
      true,
    );
    expect((await rewards('open=false')).length + open.length).toBe(everything.length);
    const big = await rewards('priceMin=5000000');
    expect(big.every((r) => r.amount >= 5_000_000)).toBe(true);
    const sorted = await rewards('sort=priceDesc');
    expect(sorted.map((r) => r.amount)).toEqual(
      [...sorted.map((r) => r.amount)].sort((a, b) => b - a),
    );
  });

  it('shows a bounty with its ranking: scored first, highest first', async () => {
    const [unveiled] = await rewards('unveilStatus=1');
    const detail = await get<RewardDetail>(ctx.app, `/client/api/reward/detail?id=${unveiled!.id}`);
    expect(detail.data.detail).toContain('<h3>');
    expect(detail.data.linkphone).toMatch(/\*{4}/);
    const ranking = await page<RewardRankItem>(
      ctx,
      `/client/api/reward/ranking?rewardId=${unveiled!.id}`,
    );
    expect(ranking.total).toBe(detail.data.participantCount);
    expect(ranking.records[0]).toMatchObject({ rank: 1, status: 2 });
    const scores = ranking.records.map((r) => r.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranking.records.every((r) => /\*/.test(r.linkman))).toBe(true);
    expect((await get(ctx.app, '/client/api/reward/ranking?rewardId=999999')).code).toBe(404);
    expect((await get(ctx.app, '/client/api/reward/detail?id=999999')).msg).toBe(
      '该悬赏不存在或已下架',
    );
  });

  it('lets a member join an open bounty once; unveiled and closed ones refuse', async () => {
    const [open] = await rewards('open=true');
    const res = await join(open!.id);
    expect(res).toMatchObject({ code: 1, msg: '提交成功' });
    expect(await join(open!.id)).toEqual({
      code: 409,
      msg: '您已参与该悬赏，请勿重复提交',
      data: null,
    });
    const detail = await get<RewardDetail>(ctx.app, `/client/api/reward/detail?id=${open!.id}`, {
      token,
    });
    expect(detail.data).toMatchObject({
      isParticipated: true,
      participantCount: open!.participantCount + 1,
    });
    const ranking = await page<RewardRankItem>(
      ctx,
      `/client/api/reward/ranking?rewardId=${open!.id}&pageSize=100`,
      token,
    );
    // Not scored yet: ranked after the scored ones, marked as the member's own.
    expect(ranking.records.at(-1)).toMatchObject({ isMine: true, score: null, status: 0 });
    const mine = await page<MyParticipation>(ctx, '/client/mine/reward/participate/list', token);
    expect(mine.records[0]).toMatchObject({ rewardId: open!.id, rank: ranking.total });

    const [unveiled] = await rewards('unveilStatus=1');
    expect((await join(unveiled!.id)).msg).toBe('该悬赏已揭榜，不能参与');
    const closed = (await rewards('open=false')).find((r) => r.unveilStatus === 0)!;
    expect((await join(closed.id)).msg).toBe('该悬赏已截止，不能参与');
    expect((await join(999999)).code).toBe(404);
    expect((await join(open!.id, token, { plan: '' })).msg).toBe('请输入揭榜方案');
    expect(
      (await post(ctx.app, '/client/mine/reward/participate', { rewardId: open!.id })).code,
    ).toBe(-401);
  });

  it('collects a bounty: isCollect flips', async () => {
    const [r] = await rewards();
    await post(ctx.app, '/client/mine/collect/reward', { id: r!.id }, { token });
    const listed = await page<RewardItem>(ctx, '/client/api/reward/page?pageSize=1', token);
    expect(listed.records[0]!.isCollect).toBe(true);
    await post(ctx.app, '/client/mine/collect/reward/cancel', { id: r!.id }, { token });
    expect(
      (await page<RewardItem>(ctx, '/client/api/reward/page?pageSize=1', token)).records[0]!
        .isCollect,
    ).toBe(false);
  });
});

describe('deal announcements', () => {
  const deals = (query = '') => all<DealItem>(ctx, `/client/api/deal/page?${query}`);

  it('lists deals newest first and filters by type, amount, date, field and keyword', async () => {
    const everything = await deals();
    expect(everything).toHaveLength(80);
    const dates = everything.map((d) => d.dealDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const development = await deals('dealType=4');
    expect(development.length).toBeGreaterThan(0);
    expect(development.every((d) => d.dealType === 4 && d.dealTypeName === '合作开发')).toBe(true);
    const ranged = await deals('priceMin=500000&priceMax=2000000');
    expect(ranged.every((d) => d.amount >= 500_000 && d.amount <= 2_000_000)).toBe(true);
    const recent = await deals('publishDateFrom=2026-09-01');
    expect(recent.every((d) => d.dealDate >= '2026-09-01')).toBe(true);
    expect(recent.length).toBeLessThan(everything.length);
    const field = everything[0]!.parentFieldId;
    expect((await deals(`fieldId=${field}`)).every((d) => d.parentFieldId === field)).toBe(true);
    const word = everything[0]!.transferor;
    expect((await deals(`keyword=${encodeURIComponent('成交公告')}`)).length).toBe(80);
    expect(word).not.toBe('');
  });

  it('shows a deal with what was traded, counting views; outcome details list their deals', async () => {
    const withOutcome = (await deals()).find((d) => d.outcomeId !== null)!;
    const first = await get<DealDetail>(ctx.app, `/client/api/deal/detail?id=${withOutcome.id}`);
    expect(first.data.outcome?.id).toBe(withOutcome.outcomeId);
    // One viewer counts once a day; another viewer (here another address) counts again.
    const same = await get<DealDetail>(ctx.app, `/client/api/deal/detail?id=${withOutcome.id}`);
    expect(same.data.viewCount).toBe(first.data.viewCount);
    const again = await get<DealDetail>(ctx.app, `/client/api/deal/detail?id=${withOutcome.id}`, {
      ip: '10.0.0.2',
    });
    expect(again.data.viewCount).toBe(first.data.viewCount + 1);
    const outcome = await get<OutcomeDetail>(
      ctx.app,
      `/client/api/outcome/detail?id=${withOutcome.outcomeId}`,
    );
    expect(outcome.data.deals.map((d) => d.id)).toContain(withOutcome.id);
    expect((await get(ctx.app, '/client/api/deal/detail?id=999999')).msg).toBe('该成交公告不存在');
  });

  it('collects a deal', async () => {
    const [d] = await deals();
    expect((await post(ctx.app, '/client/mine/collect/deal', { id: d!.id }, { token })).msg).toBe(
      '收藏成功',
    );
    expect(
      (await get<DealDetail>(ctx.app, `/client/api/deal/detail?id=${d!.id}`, { token })).data
        .isCollect,
    ).toBe(true);
  });
});
