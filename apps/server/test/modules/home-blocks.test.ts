import type {
  AdDetail,
  AdItem,
  CockpitMenuItem,
  FriendlyLink,
  PlatformText,
  QuickMenuItem,
  SearchTab,
  StatTile,
} from '@portal/shared';
import { FRIEND_LINKS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_TTL_MS } from '../../src/lib/response-cache.ts';
import { appForFile } from '../support/app.ts';
import { get, post } from '../support/client.ts';
import { countRows, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);

describe('GET /client/api/ad/list', () => {
  it('lists the shown home banners of position 21 in order', async () => {
    const res = await get<AdItem[]>(ctx.app, '/client/api/ad/list?positionType=21');
    expect(res.code).toBe(1);
    expect(res.data.map((a) => a.title)).toEqual([
      '科技成果转化服务平台',
      '揭榜挂帅 张榜招贤',
      '科技金融 一站服务',
      '国际技术转移大会',
    ]);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      title: '科技成果转化服务平台',
      img: '/images/demo/banners/home-1.svg',
      linkUrl: '/Project/Outcome',
      adType: 1,
      adLinkUrl: null,
      detailType: 1,
    });
  });

  it('leaves out hidden ads and ads outside their run', async () => {
    const all = await ctx.db
      .selectFrom('ads')
      .select('id')
      .where('positionType', '=', 21)
      .execute();
    expect(all.length).toBe(6);
    const res = await get<AdItem[]>(ctx.app, '/client/api/ad/list?positionType=21');
    expect(res.data.every((a) => a.title !== '往期活动横幅')).toBe(true);
  });

  it('serves the other positions: banner strip, floating ad, voucher carousel', async () => {
    const strip = await get<AdItem[]>(ctx.app, '/client/api/ad/list?positionType=1');
    expect(strip.data).toHaveLength(3);
    expect(strip.data.find((a) => a.detailType === 2)?.adLinkUrl).toMatch(/^https:\/\//);
    const float = await get<AdItem[]>(ctx.app, '/client/api/ad/list?positionType=20');
    expect(float.data).toEqual([
      expect.objectContaining({ img: '/images/demo/banners/float.svg' }),
    ]);
    const coupon = await get<AdItem[]>(ctx.app, '/client/api/ad/list?positionType=22');
    expect(coupon.data).toHaveLength(3);
  });

  it.each([
    ['', '广告位置不正确'],
    ['?positionType=2', '广告位置不正确'],
    ['?positionType=abc', '广告位置不正确'],
    ['?positionType=21&x=1', '不支持的字段：x'],
  ])('refuses %s', async (query, msg) => {
    expect(await get(ctx.app, `/client/api/ad/list${query}`)).toEqual({
      code: 400,
      msg,
      data: null,
    });
  });
});

describe('GET /client/api/ad/detail', () => {
  it('gives the article of a detailType 3 ad', async () => {
    const list = await get<AdItem[]>(ctx.app, '/client/api/ad/list?positionType=21');
    const ad = list.data.find((a) => a.detailType === 3)!;
    const res = await get<AdDetail>(ctx.app, `/client/api/ad/detail?id=${ad.id}`);
    expect(res.data).toMatchObject({ id: ad.id, positionType: 21, adType: 2 });
    expect(res.data.content).toMatch(/^<p>/);
    expect(res.data.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 404 for an unknown ad and 400 for a bad id', async () => {
    expect(await get(ctx.app, '/client/api/ad/detail?id=99999')).toMatchObject({
      code: 404,
      msg: '广告不存在',
    });
    expect(await get(ctx.app, '/client/api/ad/detail?id=x')).toMatchObject({
      code: 400,
      msg: '编号不正确',
    });
  });
});

describe('GET /client/api/home/datas/list', () => {
  it('counts real rows for every tile, in position order', async () => {
    const res = await get<StatTile[]>(ctx.app, '/client/api/home/datas/list');
    const published = async (table: 'outcomes' | 'needs' | 'serviceOrgs') =>
      Number(
        (
          await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Shown experts (a few talents are hidden, status 0).
    const experts = (
      await ctx.db
        .selectFrom('talents')
        .select('id')
        .where('talentType', '=', 1)
        .where('status', '=', 1)
        .execute()
    ).length;
    expect(res.data).toEqual([
      { name: '科技成果', unit: '项', counts: await published('outcomes') },
      { name: '技术需求', unit: '项', counts: await published('needs') },
      { name: '技术专家', unit: '位', counts: experts },
      { name: '服务机构', unit: '家', counts: await published('serviceOrgs') },
      { name: '成交项目', unit: '项', counts: await countRows(ctx, 'deals') },
      { name: '科技活动', unit: '场', counts: await countRows(ctx, 'activities') },
    ]);
    expect(res.data[0]!.counts).toBeGreaterThan(200);
  });

  it('is answered from the public cache until its period ends', async () => {
    const before = await get<StatTile[]>(ctx.app, '/client/api/home/datas/list');
    const expert = await ctx.db
      .selectFrom('talents')
      .selectAll()
      .where('talentType', '=', 1)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = expert;
    await ctx.db.insertInto('talents').values(copy).execute();
    const cached = await get<StatTile[]>(ctx.app, '/client/api/home/datas/list');
    expect(cached.data[2]!.counts).toBe(before.data[2]!.counts);
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    const fresh = await get<StatTile[]>(ctx.app, '/client/api/home/datas/list');
    expect(fresh.data[2]!.counts).toBe(before.data[2]!.counts + 1);
  });

  it('shows a fixed tile as its fixed count', async () => {
    await ctx.db
      .insertInto('statTiles')
      .values({ name: '合作银行', unit: '家', source: 'fixed', fixedCount: 18, sort: 99 })
      .execute();
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    const res = await get<StatTile[]>(ctx.app, '/client/api/home/datas/list');
    expect(res.data.at(-1)).toEqual({ name: '合作银行', unit: '家', counts: 18 });
    await ctx.db.deleteFrom('statTiles').where('name', '=', '合作银行').execute();
  });
});

describe('menus, links and search tabs', () => {
  it('GET /client/api/home/quick/menu lists the quick entries with their icons', async () => {
    const res = await get<QuickMenuItem[]>(ctx.app, '/client/api/home/quick/menu');
    expect(res.data).toHaveLength(8);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      menuName: '发布需求',
      menuImg: '/images/demo/icons/menu-1.svg',
      menuLink: '/PublishRequirement',
    });
  });

  it('GET /client/api/home/friendly/home gives two slides of links', async () => {
    const res = await get<FriendlyLink[]>(ctx.app, '/client/api/home/friendly/home');
    expect(res.data.length).toBeGreaterThan(FRIEND_LINKS.perSlide);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      companyName: '中华人民共和国科学技术部',
      outLink: 'https://www.most.gov.cn/',
    });
    for (const link of res.data) expect(link.outLink).toMatch(/^https?:\/\//);
  });

  it('GET /api/home/search/tabs lists tabs with search types', async () => {
    const res = await get<SearchTab[]>(ctx.app, '/api/home/search/tabs');
    expect(res.data.map((t) => [t.name, t.type])).toEqual([
      ['科技成果', 1],
      ['技术需求', 2],
      ['技术悬赏', 3],
      ['成交公告', 4],
      ['活动中心', 6],
      ['政策概览', 7],
    ]);
    expect(res.data[0]!.placeholder).toBe('请输入成果名称、关键词');
  });

  it('GET /client/api/home/cockpitContentMenu lists the cockpit entries', async () => {
    const res = await get<CockpitMenuItem[]>(ctx.app, '/client/api/home/cockpitContentMenu');
    expect(res.data).toHaveLength(6);
    expect(res.data[0]).toMatchObject({ menuName: '成果数据', menuLink: '/CockpitContent?type=1' });
  });
});

describe('platform texts', () => {
  it('POST /api/home/platform/desc gives the platform description', async () => {
    const res = await post<PlatformText>(ctx.app, '/api/home/platform/desc');
    expect(res.code).toBe(1);
    expect(res.data.title).toBe('平台介绍');
    expect(res.data.img).toBe('/images/demo/about/platform.svg');
    expect(res.data.content).toContain('科技成果转化服务平台');
  });

  it('POST /client/api/home/aboutus/get gives the about-us text, as form or JSON', async () => {
    const json = await post<PlatformText>(ctx.app, '/client/api/home/aboutus/get', {});
    const form = await post<PlatformText>(
      ctx.app,
      '/client/api/home/aboutus/get',
      {},
      { form: true },
    );
    expect(json.data.title).toBe('关于我们');
    expect(form.data).toEqual(json.data);
  });

  it('GET /client/api/home/techInnovate/content gives the tech-innovation text', async () => {
    const res = await get<PlatformText>(ctx.app, '/client/api/home/techInnovate/content');
    expect(res.data).toMatchObject({ title: '科技创新', img: null });
    expect(res.data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses fields on the bodiless POSTs', async () => {
    expect(await post(ctx.app, '/api/home/platform/desc', { id: 1 })).toEqual({
      code: 400,
      msg: '不支持的字段：id',
      data: null,
    });
  });

  it('answers 404 when a text was removed', async () => {
    await ctx.db.deleteFrom('platformTexts').where('key', '=', 'tech_innovate').execute();
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    expect(await get(ctx.app, '/client/api/home/techInnovate/content')).toMatchObject({
      code: 404,
      msg: '内容不存在',
    });
  });
});
