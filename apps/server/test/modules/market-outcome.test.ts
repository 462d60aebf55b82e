import type { MyCollectItem, OutcomeDetail, OutcomeItem } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember, userIdOf } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all, page } from '../support/market.ts';

const ctx = appForFile(createSeededApp);
let token: string;
beforeAll(async () => {
  token = (await registerMember(ctx, { username: 'outcome_member' })).token;
});

const list = (query = '') => all<OutcomeItem>(ctx, `/client/api/outcome/page?${query}`);

describe('GET /client/api/outcome/page', () => {
  it('pages the published outcomes, newest first', async () => {
    const first = await page<OutcomeItem>(ctx, '/client/api/outcome/page?pageSize=5');
    const published = await ctx.db
      .selectFrom('outcomes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    expect(first.total).toBe(Number(published.n));
    expect(first.records).toHaveLength(5);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 5 });
    const dates = first.records.map((r) => r.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await page<OutcomeItem>(ctx, '/client/api/outcome/page?pageSize=5&pageNum=2');
    expect(second.records[0]!.id).not.toBe(first.records[0]!.id);
    const card = first.records[0]!;
    expect(card.techArea).not.toBe('');
    expect(card.parentTechArea).not.toBe('');
    expect(card.regionName).toMatch(/省|市/);
    expect(card.maturityName).not.toBe('');
    expect(card.isCollect).toBe(false);
  });

  it('filters by a first- or second-level technical field', async () => {
    const fields = await ctx.db.selectFrom('techFields').selectAll().execute();
    const child = fields.find((f) => f.name === '锂电池')!;
    const parent = fields.find((f) => f.id === child.parentId)!;
    const byChild = await list(`fieldId=${child.id}`);
    expect(byChild.length).toBeGreaterThan(0);
    expect(byChild.every((o) => o.techFieldId === child.id)).toBe(true);
    const byParent = await list(`fieldId=${parent.id}`);
    expect(byParent.every((o) => o.parentFieldId === parent.id)).toBe(true);
    expect(byParent.length).toBeGreaterThan(byChild.length);
  });

  it('filters by region code prefix, maturity, cooperation type and trade status', async () => {
    const jinan = await list('regionCode=3701');
    expect(jinan.length).toBeGreaterThan(0);
    expect(jinan.every((o) => o.regionCode.startsWith('3701'))).toBe(true);
    expect((await list('regionCode=37')).length).toBeGreaterThan(jinan.length);
    const mature = await list('maturity=5');
    expect(mature.length).toBeGreaterThan(0);
    expect(mature.every((o) => o.maturity === 5 && o.maturityName === '批量生产阶段')).toBe(true);
    const licence = await list('cooperationType=2');
    expect(licence.every((o) => o.cooperationType === 2)).toBe(true);
    const traded = await list('tradeStatus=1');
    expect(traded.length).toBeGreaterThan(0);
    expect(traded.every((o) => o.tradeStatus === 1)).toBe(true);
    expect((await list('tradeStatus=0')).every((o) => o.tradeStatus === 0)).toBe(true);
  });

  it('filters by price range and 面议, and sorts by price with 面议 last', async () => {
    const ranged = await list('priceMin=1000000&priceMax=3000000');
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((o) => o.price >= 1_000_000 && o.price <= 3_000_000)).toBe(true);
    const negotiable = await list('negotiable=true');
    expect(negotiable.length).toBeGreaterThan(0);
    expect(negotiable.every((o) => o.price === 0)).toBe(true);
    const asc = await list('sort=priceAsc');
    const priced = asc.filter((o) => o.price > 0).map((o) => o.price);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(asc.at(-1)!.price).toBe(0);
    const desc = await page<OutcomeItem>(ctx, '/client/api/outcome/page?sort=priceDesc&pageSize=3');
    expect(desc.records[0]!.price).toBe(Math.max(...asc.map((o) => o.price)));
    const views = await page<OutcomeItem>(ctx, '/client/api/outcome/page?sort=views&pageSize=10');
    const counts = views.records.map((o) => o.viewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('filters by publish date and keyword', async () => {
    const recent = await list('publishDateFrom=2026-10-01&publishDateTo=2026-11-21');
    expect(recent.length).toBeGreaterThan(0);
    expect(
      recent.every((o) => o.publishDate >= '2026-10-01' && o.publishDate <= '2026-11-21'),
    ).toBe(true);
    const chips = await list(`keyword=${encodeURIComponent('芯片')}`);
    expect(chips.length).toBeGreaterThan(0);
    expect(
      chips.every((o) => o.goodsName.includes('芯片') || o.keywords.join().includes('芯片')),
    ).toBe(true);
  });

  it('refuses malformed filters with a message', async () => {
    expect((await get(ctx.app, '/client/api/outcome/page?regionCode=ab')).msg).toBe(
      '地区编码不正确',
    );
    expect((await get(ctx.app, '/client/api/outcome/page?sort=cheap')).msg).toBe('排序方式不正确');
    expect((await get(ctx.app, '/client/api/outcome/page?tradeStatus=3')).msg).toBe('状态不正确');
    expect((await get(ctx.app, '/client/api/outcome/page?publishDateFrom=2026-1-1')).code).toBe(
      400,
    );
    expect((await get(ctx.app, '/client/api/outcome/page?color=red')).code).toBe(400);
  });
});

describe('GET /client/api/outcome/detail', () => {
  it('shows a published outcome with contact masked, related items and deals, counting the view', async () => {
    const [card] = (
      await page<OutcomeItem>(ctx, '/client/api/outcome/page?tradeStatus=1&pageSize=1')
    ).records;
    const first = await get<OutcomeDetail>(ctx.app, `/client/api/outcome/detail?id=${card!.id}`);
    expect(first.code).toBe(1);
    expect(first.data.detail).toContain('<h3>');
    expect(first.data.linkphone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(first.data.related.length).toBeGreaterThan(0);
    expect(
      first.data.related.every((r) => r.techFieldId === card!.techFieldId && r.id !== card!.id),
    ).toBe(true);
    // One viewer counts once a day; another viewer (here another address) counts again.
    const same = await get<OutcomeDetail>(ctx.app, `/client/api/outcome/detail?id=${card!.id}`);
    expect(same.data.viewCount).toBe(first.data.viewCount);
    const again = await get<OutcomeDetail>(ctx.app, `/client/api/outcome/detail?id=${card!.id}`, {
      ip: '10.0.0.2',
    });
    expect(again.data.viewCount).toBe(first.data.viewCount + 1);
  });

  it('answers 404 for an unknown or unpublished outcome', async () => {
    expect(await get(ctx.app, '/client/api/outcome/detail?id=999999')).toEqual({
      code: 404,
      msg: '该成果不存在或已下架',
      data: null,
    });
    const hidden = await ctx.db
      .selectFrom('outcomes')
      .select('id')
      .where('status', '=', 2)
      .executeTakeFirstOrThrow();
    expect((await get(ctx.app, `/client/api/outcome/detail?id=${hidden.id}`)).code).toBe(404);
  });
});

describe('collect / cancel (spec §4, §7)', () => {
  it('tells a guest 请登录', async () => {
    expect(await post(ctx.app, '/client/mine/collect/tech', { id: 1 })).toEqual({
      code: -401,
      msg: '请登录',
      data: null,
    });
  });

  it('flips isCollect on list and detail; twice and cancel-when-not-collected are harmless', async () => {
    const [card] = (await page<OutcomeItem>(ctx, '/client/api/outcome/page?pageSize=1')).records;
    const id = card!.id;
    const url = `/client/api/outcome/detail?id=${id}`;
    expect((await get<OutcomeDetail>(ctx.app, url, { token })).data.isCollect).toBe(false);
    expect(await post(ctx.app, '/client/mine/collect/tech', { id }, { token })).toEqual({
      code: 1,
      msg: '收藏成功',
      data: null,
    });
    expect(
      (await post(ctx.app, '/client/mine/collect/tech', { id: String(id) }, { token, form: true }))
        .msg,
    ).toBe('收藏成功');
    const detail = await get<OutcomeDetail>(ctx.app, url, { token });
    expect(detail.data.isCollect).toBe(true);
    expect(detail.data.collectCount).toBe(1);
    const listed = await page<OutcomeItem>(ctx, '/client/api/outcome/page?pageSize=1', token);
    expect(listed.records[0]!.isCollect).toBe(true);
    // Guests never see it as collected.
    expect((await get<OutcomeDetail>(ctx.app, url)).data.isCollect).toBe(false);
    expect((await post(ctx.app, '/client/mine/collect/tech/cancel', { id }, { token })).msg).toBe(
      '取消收藏成功',
    );
    expect((await post(ctx.app, '/client/mine/collect/tech/cancel', { id }, { token })).msg).toBe(
      '取消收藏成功',
    );
    expect((await get<OutcomeDetail>(ctx.app, url, { token })).data.isCollect).toBe(false);
  });

  it('answers 404 for an unknown id of every kind', async () => {
    for (const kind of ['tech', 'vip', 'action', 'policy', 'reward', 'product', 'need', 'deal']) {
      const res = await post(ctx.app, `/client/mine/collect/${kind}`, { id: 999999 }, { token });
      expect(res, kind).toEqual({ code: 404, msg: '收藏的内容不存在', data: null });
    }
    expect((await post(ctx.app, '/client/mine/collect/tech', {}, { token })).code).toBe(400);
  });

  it('collects every kind and lists the collections by kind, newest first', async () => {
    const ids = {
      // A shown organisation (the service hall hides a few); the first ones have logos.
      vip: (
        await ctx.db
          .selectFrom('serviceOrgs')
          .select('id')
          .where('status', '=', 1)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
      action: (await ctx.db.selectFrom('activities').select('id').executeTakeFirstOrThrow()).id,
      policy: (await ctx.db.selectFrom('policies').select('id').executeTakeFirstOrThrow()).id,
      product: (
        await ctx.db
          .selectFrom('techServices')
          .select('id')
          .where('status', '=', 1)
          .executeTakeFirstOrThrow()
      ).id,
      reward: (
        await ctx.db
          .selectFrom('rewards')
          .select('id')
          .where('status', '=', 1)
          .executeTakeFirstOrThrow()
      ).id,
      need: (
        await ctx.db
          .selectFrom('needs')
          .select('id')
          .where('status', '=', 1)
          .executeTakeFirstOrThrow()
      ).id,
      deal: (await ctx.db.selectFrom('deals').select('id').executeTakeFirstOrThrow()).id,
    };
    for (const [kind, id] of Object.entries(ids)) {
      ctx.clock.advance(1000);
      const res = await post(ctx.app, `/client/mine/collect/${kind}`, { id }, { token });
      expect(res.msg, kind).toBe('收藏成功');
    }
    const mine = await page<MyCollectItem>(ctx, '/client/mine/collect/list?pageSize=20', token);
    expect(mine.total).toBe(7);
    expect(mine.records[0]).toMatchObject({ kind: 'deal', id: ids.deal });
    expect(mine.records.every((r) => r.title.length > 0)).toBe(true);
    const vip = await page<MyCollectItem>(ctx, '/client/mine/collect/list?kind=vip', token);
    expect(vip.records).toEqual([
      expect.objectContaining({ kind: 'vip', id: ids.vip, img: expect.stringMatching(/\.svg$/) }),
    ]);
    expect((await get(ctx.app, '/client/mine/collect/list?kind=car', { token })).msg).toBe(
      '收藏类型不正确',
    );
    expect((await get(ctx.app, '/client/mine/collect/list')).code).toBe(-401);
  });
});

describe('a member on the cached outcome list', () => {
  const marks = async (url: string, auth?: string) => {
    const { records } = await page<OutcomeItem>(ctx, url, auth);
    return records.filter((r) => r.isCollect).map((r) => r.id);
  };

  it('gets the guests’ page with only their own collections marked, whoever filled it', async () => {
    const url = '/client/api/outcome/page?pageSize=6&sort=views';
    const { records } = await page<OutcomeItem>(ctx, url);
    const [a, b] = [records[1]!.id, records[4]!.id];
    const member = (await registerMember(ctx, { username: 'overlay_member' })).token;
    const other = (await registerMember(ctx, { username: 'overlay_other' })).token;
    for (const id of [a, b]) {
      expect(
        (await post(ctx.app, '/client/mine/collect/tech', { id }, { token: member })).code,
      ).toBe(1);
    }
    expect(await marks(url, member)).toEqual([a, b]);
    expect(await marks(url, other)).toEqual([]);
    expect(await marks(url)).toEqual([]);
    await post(ctx.app, '/client/mine/collect/tech/cancel', { id: a }, { token: member });
    expect(await marks(url, member)).toEqual([b]);

    // A member fills the cache first: guests then get the page without his marks.
    const fresh = '/client/api/outcome/page?pageSize=6&sort=views&pageNum=1&keyword=';
    expect(await marks(fresh, member)).toEqual([b]);
    expect(await marks(fresh)).toEqual([]);
    // A token that no longer opens a session reads as a guest.
    expect(await marks(url, 'x'.repeat(40))).toEqual([]);
  });

  it('keeps a member’s collected set for 10 s: a write elsewhere shows after it, his own at once', async () => {
    const url = '/client/api/outcome/page?pageSize=6&sort=views';
    const { records } = await page<OutcomeItem>(ctx, url);
    const [a, b] = [records[0]!.id, records[2]!.id];
    const member = (await registerMember(ctx, { username: 'marks_ttl' })).token;
    const userId = await userIdOf(ctx, 'marks_ttl');
    expect(await marks(url, member)).toEqual([]);
    // Another server process on the same database collects for him.
    await ctx.db
      .insertInto('collections')
      .values({ userId, kind: 'tech', refId: a, createdAt: ctx.clock.now() })
      .execute();
    expect(await marks(url, member)).toEqual([]);
    ctx.clock.advance(10_000);
    expect(await marks(url, member)).toEqual([a]);
    // His own collect through this server shows on the next page at once.
    await post(ctx.app, '/client/mine/collect/tech', { id: b }, { token: member });
    expect(await marks(url, member)).toEqual([a, b]);
  });
});
