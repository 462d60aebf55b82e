import type { MyUndertake, NeedDetail, NeedItem, NeedTag, SearchResult } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewNeed } from '../../src/modules/need/review.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all, page } from '../support/market.ts';

const ctx = appForFile(createSeededApp);
let owner: string;
let other: string;
let needType: number;
let giveType: number;
beforeAll(async () => {
  owner = (await registerMember(ctx, { username: 'need_owner', certified: true })).token;
  other = (await registerMember(ctx, { username: 'need_taker', certified: true })).token;
  const tags = (await get<NeedTag[]>(ctx.app, '/need/tags/list')).data;
  needType = tags.find((t) => t.type === 1)!.id;
  giveType = tags.find((t) => t.type === 2)!.id;
});

const list = (query = '', token?: string) =>
  all<NeedItem>(ctx, `/client/api/need/page?${query}`, token);

const undertake = (needId: number, token: string, change: Record<string, unknown> = {}) =>
  post<{ id: number }>(
    ctx.app,
    '/client/mine/need/undertake',
    {
      needId,
      companyName: '青岛海拓智能科技有限公司',
      linkman: '李工',
      linkphone: '13905320001',
      content: '团队在该方向有成熟工艺，可半年内完成中试验证。',
      ...change,
    },
    { token },
  );

/** An open need entered by the platform (with a company and contact). */
async function openNeed(): Promise<NeedItem> {
  const { records } = await page<NeedItem>(ctx, '/client/api/need/page?open=true&pageSize=20');
  return records.find((n) => n.companyName !== null)!;
}

describe('GET /client/api/need/page', () => {
  it('lists published needs with their tag names, and filters', async () => {
    const everything = await list();
    expect(everything.every((n) => n.status === 1)).toBe(true);
    expect(everything[0]!.needTypeName).not.toBe('');
    const byType = await list(`needType=${needType}`);
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((n) => n.needType === needType)).toBe(true);
    const byGive = await list(`giveType=${giveType}`);
    expect(byGive.every((n) => n.giveType === giveType)).toBe(true);
    const open = await list('open=true');
    expect(open.every((n) => n.deadlineTime >= '2026-11-21' && n.isOpen)).toBe(true);
    const closed = await list('open=false');
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((n) => n.deadlineTime < '2026-11-21' && !n.isOpen)).toBe(true);
    expect(open.length + closed.length).toBe(everything.length);
    const negotiable = await list('negotiable=1');
    expect(negotiable.every((n) => n.budget === 0)).toBe(true);
    const region = await list('regionCode=3702');
    expect(region.every((n) => n.regionCode!.startsWith('3702'))).toBe(true);
    const recent = await list('publishDateFrom=2026-11-01&publishDateTo=2026-11-21');
    expect(
      recent.every((n) => n.publishDate >= '2026-11-01' && n.publishDate <= '2026-11-21'),
    ).toBe(true);
    expect(recent.length).toBeLessThan(everything.length);
  });
});

describe('publishing a need (/PublishRequirement)', () => {
  it('shows the new need to its member as 待审核 in the list, detail and search; others see it once approved', async () => {
    const goodsName = '钠离子电池负极材料低成本制备技术攻关';
    const added = await post<{ id: number }>(
      ctx.app,
      '/need/add',
      {
        goodsName,
        needType,
        giveType,
        deadlineTime: '2027-03-31',
        goodsDesc: '寻求硬碳负极量产工艺。',
      },
      { token: owner },
    );
    expect(added.code).toBe(1);
    const id = added.data.id;
    // Among the newest (demo rows of the anchor day may be timed later than the test clock).
    const mine = (
      await page<NeedItem>(ctx, '/client/api/need/page?pageSize=20', owner)
    ).records.find((n) => n.id === id);
    expect(mine).toMatchObject({ id, status: 0, isMine: true, isOpen: false });
    expect((await list()).some((n) => n.id === id)).toBe(false);
    expect((await get(ctx.app, `/client/api/need/detail?id=${id}`)).code).toBe(404);
    expect(
      (await get<NeedDetail>(ctx.app, `/client/api/need/detail?id=${id}`, { token: owner })).data
        .status,
    ).toBe(0);

    const search = (token?: string) =>
      get<SearchResult>(
        ctx.app,
        `/client/api/search?type=2&searchStr=${encodeURIComponent('钠离子电池')}`,
        token ? { token } : {},
      );
    expect((await search(owner)).data.records.map((r) => r.id)).toContain(id);
    expect((await search()).data.records.map((r) => r.id)).not.toContain(id);
    expect((await search(other)).data.records.map((r) => r.id)).not.toContain(id);

    await reviewNeed(ctx.db, id, 1, ctx.clock.now());
    expect((await search()).data.records[0]).toMatchObject({ id, status: 1 });
    // Guests' lists come from the 10 s cache.
    ctx.clock.advance(10_000);
    expect((await list()).some((n) => n.id === id)).toBe(true);
    // Members cannot take on their own need.
    expect(await undertake(id, owner)).toEqual({
      code: 403,
      msg: '不能承接自己发布的需求',
      data: null,
    });
    await expect(reviewNeed(ctx.db, id, 0, ctx.clock.now())).rejects.toThrow(
      '状态不能从“已发布”变为“待审核”',
    );
  });
});

describe('GET /client/api/need/detail', () => {
  it('shows tags, masked contact and related needs, counting views', async () => {
    const need = await openNeed();
    const first = await get<NeedDetail>(ctx.app, `/client/api/need/detail?id=${need.id}`);
    expect(first.data.tags.map((t) => t.id)).toContain(need.needType);
    expect(first.data.linkphone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(first.data.isUndertaken).toBe(false);
    expect(first.data.related.every((r) => r.id !== need.id && r.status === 1)).toBe(true);
    // One viewer counts once a day; another viewer (here another address) counts again.
    const same = await get<NeedDetail>(ctx.app, `/client/api/need/detail?id=${need.id}`);
    expect(same.data.viewCount).toBe(first.data.viewCount);
    const again = await get<NeedDetail>(ctx.app, `/client/api/need/detail?id=${need.id}`, {
      ip: '10.0.0.2',
    });
    expect(again.data.viewCount).toBe(first.data.viewCount + 1);
    expect((await get(ctx.app, '/client/api/need/detail?id=987654')).msg).toBe(
      '该需求不存在或已下架',
    );
  });
});

describe('POST /client/mine/need/undertake', () => {
  it('takes on an open need once; the second try answers 409', async () => {
    const need = await openNeed();
    expect((await undertake(need.id, other)).code).toBe(1);
    expect(await undertake(need.id, other)).toEqual({
      code: 409,
      msg: '您已承接该需求，请勿重复提交',
      data: null,
    });
    const detail = await get<NeedDetail>(ctx.app, `/client/api/need/detail?id=${need.id}`, {
      token: other,
    });
    expect(detail.data.isUndertaken).toBe(true);
    expect(detail.data.undertakeCount).toBe(need.undertakeCount + 1);
    const mine = await page<MyUndertake>(ctx, '/client/mine/need/undertake/list', other);
    expect(mine.records[0]).toMatchObject({
      needId: need.id,
      goodsName: need.goodsName,
      status: 0,
    });
  });

  it('refuses guests, closed, unknown and invalid input', async () => {
    const need = await openNeed();
    expect((await post(ctx.app, '/client/mine/need/undertake', { needId: need.id })).code).toBe(
      -401,
    );
    const [closed] = (await page<NeedItem>(ctx, '/client/api/need/page?open=false&pageSize=1'))
      .records;
    expect(await undertake(closed!.id, other)).toEqual({
      code: 400,
      msg: '该需求已截止，不能承接',
      data: null,
    });
    expect((await undertake(999999, other)).code).toBe(404);
    expect((await undertake(need.id, other, { content: '' })).msg).toBe('请输入承接方案');
    expect((await undertake(need.id, other, { linkphone: '123' })).msg).toBe('请输入正确的手机号');
  });

  // Last: the clock does not come back.
  it('closes once the deadline passes by the server clock', async () => {
    const need = await openNeed();
    const deadline = Date.parse(`${need.deadlineTime}T00:00:00+08:00`);
    ctx.clock.advance(deadline + 86_400_000 - ctx.clock.now() + 1000);
    const late = (await registerMember(ctx, { username: 'late_taker', certified: true })).token;
    expect((await undertake(need.id, late)).msg).toBe('该需求已截止，不能承接');
  });
});
