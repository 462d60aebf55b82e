import fs from 'node:fs';
import path from 'node:path';
import type { AccessCount, HotWord, NavItem, SiteSettings } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/config.ts';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../src/lib/response-cache.ts';
import { createTestApp, type TestContext } from '../support/app.ts';
import { get } from '../support/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Rate limits on, as in production. One app per file: on PostgreSQL, a second app migrating
  // mid-file can see other files' Kysely tables in their schemas and fail.
  ctx = await createTestApp({ RATE_LIMIT: true });
  await seedIfEmpty(ctx.db, ctx.app.log);
});
afterAll(() => ctx.close());

describe('GET /client/api/settings/login/image', () => {
  it('gives the URL of the locally generated background', async () => {
    const res = await get<string>(ctx.app, '/client/api/settings/login/image');
    expect(res).toEqual({ code: 1, msg: '操作成功', data: '/images/login-bg.svg' });
    const svg = fs.readFileSync(path.join(ROOT_DIR, 'apps/web/public/images/login-bg.svg'), 'utf8');
    expect(svg).toContain('linearGradient');
  });
});

describe('GET /client/api/settings/site', () => {
  it('returns the footer and header settings', async () => {
    const res = await get<SiteSettings>(ctx.app, '/client/api/settings/site');
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({
      siteName: '科技成果转化服务平台',
      // The demo fills in the province it is about (the base content says 某省).
      hostUnit: '山东省科学技术厅',
      icpFiling: '鲁ICP备2026000001号',
      customerServiceUrl: '/Introduction',
      opinionFormUrl: '/Feedback',
    });
    for (const value of Object.values(res.data)) expect(value).not.toBe('');
  });

  it('links the trade rules to the rich-text trade rules article', async () => {
    const res = await get<SiteSettings>(ctx.app, '/client/api/settings/site');
    const url = new URL(res.data.tradeRulesUrl, 'http://x');
    expect(url.pathname).toBe('/RichText');
    const article = await get<{ title: string }>(
      ctx.app,
      `/client/api/richText/detail?id=${url.searchParams.get('id')}`,
    );
    expect(article.data.title).toBe('科技成果转化服务平台交易规则');
  });

  it('reads what operators store, not constants, within the 10 s cache period', async () => {
    await ctx.db
      .updateTable('siteSettings')
      .set({ value: '0531-12345678' })
      .where('key', '=', 'contactPhone')
      .execute();
    await ctx.db.deleteFrom('siteSettings').where('key', '=', 'workTime').execute();
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    const res = await get<SiteSettings>(ctx.app, '/client/api/settings/site');
    expect(res.data.contactPhone).toBe('0531-12345678');
    expect(res.data.workTime).toBe('');
  });
});

describe('GET /client/api/home/nav/list', () => {
  it('returns the main menu as a sorted tree', async () => {
    const res = await get<NavItem[]>(ctx.app, '/client/api/home/nav/list');
    expect(res.code).toBe(1);
    expect(res.data.map((n) => n.name)).toEqual([
      '网站首页',
      '科技成果',
      '竞价大厅',
      '服务大厅',
      '科技金融',
      '政策资讯',
      '活动中心',
      '科研资源',
      '数据驾驶舱',
      '新闻中心',
      '政府信息公开',
      '互动交流',
      '下载专区',
    ]);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      name: '网站首页',
      clickType: 1,
      tableRoute: '/',
      routerName: 'Index',
      linkUrl: null,
      children: [],
    });
    const outcome = res.data[1]!;
    expect(outcome.tableRoute).toBe('/Project/Outcome');
    expect(outcome.children.map((c) => [c.name, c.tableRoute])).toEqual([
      ['科技成果', '/Project/Outcome'],
      ['技术需求', '/Project/Requirement'],
      ['技术悬赏', '/Project/Reward'],
      ['成交公告', '/Project/Deal'],
    ]);
    expect(res.data[5]!.children.map((c) => c.name)).toEqual(['政策概览', '新闻资讯', '观点洞察']);
    expect(res.data.find((n) => n.name === '政府信息公开')).toMatchObject({
      clickType: 1,
      tableRoute: '/Disclosure',
      routerName: 'Disclosure',
    });
    // A section without a screen of its own leads to its home block meanwhile.
    expect(res.data.find((n) => n.name === '政策资讯')).toMatchObject({
      tableRoute: '/#policyInformation',
      routerName: null,
    });
  });

  it('follows the sort column', async () => {
    await ctx.db.updateTable('navItems').set({ sort: 0 }).where('name', '=', '下载专区').execute();
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    const res = await get<NavItem[]>(ctx.app, '/client/api/home/nav/list');
    expect(res.data[0]!.name).toBe('下载专区');
    await ctx.db.updateTable('navItems').set({ sort: 13 }).where('name', '=', '下载专区').execute();
  });
});

describe('GET /client/api/home/hot/words', () => {
  it('returns the hot search words in order', async () => {
    const res = await get<HotWord[]>(ctx.app, '/client/api/home/hot/words');
    expect(res.code).toBe(1);
    expect(res.data.length).toBeGreaterThanOrEqual(8);
    expect(res.data.length).toBeLessThanOrEqual(10);
    expect(res.data.slice(0, 3).map((w) => w.words)).toEqual(['人工智能', '芯片', '锂电池']);
    expect(res.data.map((w) => w.words)).toEqual(expect.arrayContaining(['碳中和', '氢能']));
  });
});

describe('visitor counter', () => {
  it('starts from the seeded figure and counts each visit exactly once', async () => {
    const before = await get<AccessCount>(ctx.app, '/client/api/home/access/get');
    expect(before).toEqual({ code: 1, msg: '操作成功', data: { count: 1_286_347 } });
    const incr = await get<AccessCount>(ctx.app, '/client/api/home/access/incr');
    expect(incr.data.count).toBe(1_286_348);
    expect((await get<AccessCount>(ctx.app, '/client/api/home/access/get')).data.count).toBe(
      1_286_348,
    );
  });

  it('loses no count under concurrent visits', async () => {
    const start = (await get<AccessCount>(ctx.app, '/client/api/home/access/get')).data.count;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => get<AccessCount>(ctx.app, '/client/api/home/access/incr')),
    );
    expect(new Set(results.map((r) => r.data.count)).size).toBe(20);
    expect((await get<AccessCount>(ctx.app, '/client/api/home/access/get')).data.count).toBe(
      start + 20,
    );
  });
});

describe('visitor counter limits and recovery', () => {
  it('limits increments per address', async () => {
    const visit = (ip: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/gateway/client/api/home/access/incr',
        remoteAddress: ip,
      });
    for (let i = 0; i < 60; i++) await visit('10.0.0.7');
    const limited = (await visit('10.0.0.7')).json() as { code: number };
    expect(limited.code).toBe(429);
    expect(((await visit('10.0.0.8')).json() as { code: number }).code).toBe(1);
  });

  it('reads 0 without the row, then creates it on the next visit', async () => {
    await ctx.db.deleteFrom('accessCounter').execute();
    expect((await get<AccessCount>(ctx.app, '/client/api/home/access/get')).data.count).toBe(0);
    expect((await get<AccessCount>(ctx.app, '/client/api/home/access/incr')).data.count).toBe(1);
    expect((await get<AccessCount>(ctx.app, '/client/api/home/access/incr')).data.count).toBe(2);
  });
});
