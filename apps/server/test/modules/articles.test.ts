import type {
  ArticleDetail,
  ArticleItem,
  CaseDetail,
  CaseItem,
  DisclosureDetail,
  DisclosureItem,
} from '@portal/shared';
import { ArticleMessages as A, DISCLOSURE_CATEGORIES, NEWS_TYPES } from '@portal/shared';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/index.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { pointNavAtArticles } from '../../src/db/migrations/20261124_02_articles.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { viewCountsOf } from '../../src/kit/detail/view-counts.ts';
import { sanitizeHtml } from '../../src/lib/sanitize.ts';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all, page } from '../support/market.ts';

const ctx = appForFile(createSeededApp);

const newest = <T extends { publishDate: string; id: number }>(list: T[]) =>
  list.every(
    (r, i) =>
      i === 0 ||
      list[i - 1]!.publishDate > r.publishDate ||
      (list[i - 1]!.publishDate === r.publishDate && list[i - 1]!.id > r.id),
  );

/** Detail → its envelope. */
const detail = <T>(path: string, id: number, ip?: string) =>
  get<T>(ctx.app, `/client/api/${path}/detail?id=${id}`, ip ? { ip } : {});

/** Checks prev/next of the middle item of a list against the list's own order. */
async function checkNeighbours(path: string, list: { id: number; title: string }[]) {
  const [a, b, c] = list;
  const middle = await detail<{ prev: unknown; next: unknown }>(path, b!.id);
  expect(middle.data.prev).toEqual({ id: a!.id, title: a!.title });
  expect(middle.data.next).toEqual({ id: c!.id, title: c!.title });
  expect((await detail<{ prev: unknown }>(path, a!.id)).data.prev).toBeNull();
  const last = list[list.length - 1]!;
  expect((await detail<{ next: unknown }>(path, last.id)).data.next).toBeNull();
}

describe('news', () => {
  it('lists every category, newest first, with paging and filters', async () => {
    const everything = await all<ArticleItem>(ctx, '/client/api/news/page');
    expect(everything.length).toBe(120);
    expect(newest(everything)).toBe(true);
    expect(new Set(everything.map((n) => n.categoryName))).toEqual(
      new Set(Object.values(NEWS_TYPES)),
    );
    expect(everything.some((n) => n.author !== '')).toBe(true);
    expect(everything.filter((n) => n.isTop).length).toBe(3);

    const second = await page<ArticleItem>(ctx, '/client/api/news/page?pageNum=2&pageSize=7');
    expect(second.total).toBe(120);
    expect(second.records.map((n) => n.id)).toEqual(everything.slice(7, 14).map((n) => n.id));

    const notices = await all<ArticleItem>(ctx, '/client/api/news/page?newsType=2');
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.category === 2 && n.categoryName === '通知公告')).toBe(true);

    const word = everything[5]!.title.slice(2, 6);
    const found = await all<ArticleItem>(
      ctx,
      `/client/api/news/page?keyword=${encodeURIComponent(word)}`,
    );
    expect(found.map((n) => n.id)).toContain(everything[5]!.id);
    expect(found.every((n) => n.title.includes(word) || n.summary.includes(word))).toBe(true);

    const from = everything[10]!.publishDate;
    const recent = await all<ArticleItem>(ctx, `/client/api/news/page?publishDateFrom=${from}`);
    expect(recent.every((n) => n.publishDate >= from)).toBe(true);

    const popular = await all<ArticleItem>(ctx, '/client/api/news/page?sort=views');
    const counts = popular.map((n) => n.viewCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it('refuses bad filters with their messages', async () => {
    expect(await get(ctx.app, '/client/api/news/page?newsType=9')).toMatchObject({
      code: 400,
      msg: A.newsTypeInvalid,
    });
    expect(await get(ctx.app, '/client/api/news/page?sort=priceAsc')).toMatchObject({
      code: 400,
      msg: A.sortInvalid,
    });
    expect(await get(ctx.app, `/client/api/news/page?keyword=${'长'.repeat(51)}`)).toMatchObject({
      code: 400,
      msg: '关键词不能超过50个字符',
    });
    expect((await get(ctx.app, '/client/api/news/page?priceMin=1')).code).toBe(400);
  });

  it('shows a detail with content, related news of its category and prev/next', async () => {
    const list = await all<ArticleItem>(ctx, '/client/api/news/page');
    const res = await detail<ArticleDetail>('news', list[3]!.id);
    expect(res.code).toBe(1);
    const item = res.data;
    expect(item).toMatchObject({ id: list[3]!.id, title: list[3]!.title, source: list[3]!.source });
    expect(item.content).toContain('<p>');
    expect(item.related.length).toBeGreaterThan(0);
    expect(item.related.every((r) => r.category === item.category && r.id !== item.id)).toBe(true);
    await checkNeighbours('news', list);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect(await detail('news', 999_999)).toMatchObject({ code: 404, msg: A.newsNotFound });
    expect((await get(ctx.app, '/client/api/news/detail?id=abc')).code).toBe(400);
  });
});

describe('viewpoints', () => {
  it('lists with author and source, details with prev/next and related', async () => {
    const list = await all<ArticleItem>(ctx, '/client/api/view/page');
    expect(list.length).toBeGreaterThan(3);
    expect(newest(list)).toBe(true);
    expect(list.every((v) => v.author && v.source && v.category === null)).toBe(true);
    const res = await detail<ArticleDetail>('view', list[1]!.id);
    expect(res.data).toMatchObject({ author: list[1]!.author, source: list[1]!.source });
    expect(res.data.related.length).toBeGreaterThan(0);
    await checkNeighbours('view', list);
    expect(await detail('view', 999_999)).toMatchObject({ code: 404, msg: A.viewNotFound });
  });
});

describe('success cases', () => {
  it('lists about thirty cases, filtered by field, region, mode and amount', async () => {
    const list = await all<CaseItem>(ctx, '/client/api/case/page');
    expect(list.length).toBe(30);
    expect(newest(list)).toBe(true);
    expect(list.every((c) => c.transferor && c.transferee && c.amount > 0)).toBe(true);
    expect(list.every((c) => c.transferModeName && c.techArea && c.regionName)).toBe(true);

    const mode = list[0]!.transferMode;
    const byMode = await all<CaseItem>(ctx, `/client/api/case/page?transferMode=${mode}`);
    expect(byMode.length).toBeGreaterThan(0);
    expect(byMode.every((c) => c.transferMode === mode)).toBe(true);

    const field = list[0]!.parentFieldId;
    const byField = await all<CaseItem>(ctx, `/client/api/case/page?fieldId=${field}`);
    expect(byField.every((c) => c.parentFieldId === field)).toBe(true);
    expect(byField.length).toBe(list.filter((c) => c.parentFieldId === field).length);

    const region = list[0]!.regionCode.slice(0, 4);
    const byRegion = await all<CaseItem>(ctx, `/client/api/case/page?regionCode=${region}`);
    expect(byRegion.length).toBeGreaterThan(0);
    expect(byRegion.every((c) => c.regionCode.startsWith(region))).toBe(true);

    const big = await all<CaseItem>(ctx, '/client/api/case/page?priceMin=1000000');
    expect(big.every((c) => c.amount >= 1_000_000)).toBe(true);
    const sorted = await all<CaseItem>(ctx, '/client/api/case/page?sort=priceDesc');
    expect(sorted.map((c) => c.amount)).toEqual(
      [...sorted.map((c) => c.amount)].sort((x, y) => y - x),
    );
    const buyer = list[3]!.transferee;
    const byParty = await all<CaseItem>(
      ctx,
      `/client/api/case/page?keyword=${encodeURIComponent(buyer)}`,
    );
    expect(byParty.map((c) => c.id)).toContain(list[3]!.id);
    expect(byParty.every((c) => c.transferee === buyer || c.transferor === buyer)).toBe(true);
    expect(await get(ctx.app, '/client/api/case/page?transferMode=x')).toMatchObject({
      code: 400,
      msg: A.transferModeInvalid,
    });
  });

  it('links most cases to the traded outcome they tell of', async () => {
    const list = await all<CaseItem>(ctx, '/client/api/case/page');
    const details = await Promise.all(list.map((c) => detail<CaseDetail>('case', c.id)));
    const linked = details.filter((d) => d.data.outcome !== null);
    expect(linked.length).toBe(20);
    for (const d of linked) {
      const outcome = await ctx.db
        .selectFrom('outcomes')
        .select(['goodsName', 'tradeStatus', 'techFieldId'])
        .where('id', '=', d.data.outcome!.id)
        .executeTakeFirstOrThrow();
      expect(outcome).toMatchObject({
        goodsName: d.data.outcome!.goodsName,
        tradeStatus: 1,
        techFieldId: d.data.techFieldId,
      });
    }
    const one = details[2]!.data;
    expect(one.content).toContain('转化过程');
    expect(one.related.every((r) => r.techFieldId === one.techFieldId)).toBe(true);
    await checkNeighbours('case', list);
    expect(await detail('case', 999_999)).toMatchObject({ code: 404, msg: A.caseNotFound });
  });
});

describe('government information disclosure', () => {
  it('lists forty documents with index numbers, issuers, dates and categories', async () => {
    const list = await all<DisclosureItem>(ctx, '/client/api/disclosure/page');
    expect(list.length).toBe(40);
    expect(newest(list)).toBe(true);
    expect(new Set(list.map((d) => d.indexNo)).size).toBe(40);
    expect(list.every((d) => /^[0-9A-Z]{18}\/\d{4}-\d{5}$/.test(d.indexNo))).toBe(true);
    expect(list.every((d) => d.writtenDate <= d.publishDate)).toBe(true);
    expect(new Set(list.map((d) => d.categoryName))).toEqual(
      new Set(Object.values(DISCLOSURE_CATEGORIES)),
    );

    const issuers = (await get<string[]>(ctx.app, '/client/api/disclosure/issuers')).data;
    expect(issuers.length).toBe(6);
    const byIssuer = await all<DisclosureItem>(
      ctx,
      `/client/api/disclosure/page?issuer=${encodeURIComponent(issuers[0]!)}`,
    );
    expect(byIssuer.length).toBeGreaterThan(0);
    expect(byIssuer.every((d) => d.issuer === issuers[0])).toBe(true);

    const byCategory = await all<DisclosureItem>(ctx, '/client/api/disclosure/page?category=2');
    expect(byCategory.length).toBe(5);
    expect(byCategory.every((d) => d.categoryName === '政策文件' && d.docNo)).toBe(true);

    const byIndex = await all<DisclosureItem>(
      ctx,
      `/client/api/disclosure/page?keyword=${encodeURIComponent(list[7]!.indexNo)}`,
    );
    expect(byIndex.map((d) => d.id)).toEqual([list[7]!.id]);

    expect(await get(ctx.app, '/client/api/disclosure/page?category=12')).toMatchObject({
      code: 400,
      msg: A.categoryInvalid,
    });
    expect(await get(ctx.app, '/client/api/disclosure/page?foo=1')).toMatchObject({ code: 400 });
  });

  it('shows a detail with prev/next and documents of the same category', async () => {
    const list = await all<DisclosureItem>(ctx, '/client/api/disclosure/page');
    const res = await detail<DisclosureDetail>('disclosure', list[4]!.id);
    expect(res.data).toMatchObject({
      indexNo: list[4]!.indexNo,
      issuer: list[4]!.issuer,
      writtenDate: list[4]!.writtenDate,
      subjectWords: list[4]!.subjectWords,
    });
    expect(res.data.related.every((r) => r.category === res.data.category)).toBe(true);
    await checkNeighbours('disclosure', list);
    expect(await detail('disclosure', 999_999)).toMatchObject({
      code: 404,
      msg: A.disclosureNotFound,
    });
  });
});

describe('every section', () => {
  const SECTIONS = [
    ['news', 'news'],
    ['view', 'views'],
    ['case', 'successCases'],
    ['disclosure', 'disclosures'],
  ] as const;

  it('stores and answers sanitised rich text only', async () => {
    for (const [path, table] of SECTIONS) {
      const rows = await ctx.db.selectFrom(table).select(['id', 'content']).execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(sanitizeHtml(row.content)).toBe(row.content);
      const answer = await detail<{ content: string }>(path, rows[0]!.id);
      expect(answer.data.content).toBe(rows[0]!.content);
      expect(answer.data.content).not.toMatch(/<script|on\w+=|javascript:/i);
    }
  });

  it('counts views in batches: concurrent views by one viewer once, written at the flush', async () => {
    for (const [path, table] of SECTIONS) {
      const row = await ctx.db
        .selectFrom(table)
        .select(['id', 'viewCount'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const before = Number(row.viewCount);
      const ip = `10.9.0.${SECTIONS.findIndex(([p]) => p === path) + 1}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => detail<{ viewCount: number }>(path, row.id, ip)),
      );
      expect(answers.map((a) => a.data.viewCount)).toEqual(Array(10).fill(before + 1));
      const stored = async () =>
        Number(
          (
            await ctx.db
              .selectFrom(table)
              .select('viewCount')
              .where('id', '=', row.id)
              .executeTakeFirstOrThrow()
          ).viewCount,
        );
      expect(await stored()).toBe(before);
      await detail(path, row.id, '10.9.1.1');
      await viewCountsOf(ctx.app).flush();
      expect(await stored()).toBe(before + 2);
    }
  });

  it('serves guests lists from the 10 s cache', async () => {
    const url = '/client/api/disclosure/page?pageSize=3';
    const first = await page<DisclosureItem>(ctx, url);
    await ctx.db
      .updateTable('disclosures')
      .set({ title: '缓存期内不应看到的标题' })
      .where('id', '=', first.records[0]!.id)
      .execute();
    expect((await page<DisclosureItem>(ctx, url)).records[0]!.title).toBe(first.records[0]!.title);
    ctx.clock.advance(10_001);
    expect((await page<DisclosureItem>(ctx, url)).records[0]!.title).toBe('缓存期内不应看到的标题');
  });
});

describe('header nav', () => {
  const navRows = () =>
    ctx.db
      .selectFrom('navItems')
      .select(['name', 'routerName', 'tableRoute'])
      .where('name', 'in', ['新闻中心', '政府信息公开', '新闻资讯', '观点洞察'])
      .orderBy('id')
      .execute();

  it('points 新闻中心 and 政府信息公开 at their screens, also in an existing database', async () => {
    const seeded = await navRows();
    // An existing database: the rows as the earlier seed wrote them (interim links).
    await ctx.db
      .updateTable('navItems')
      .set({ routerName: null, tableRoute: '/#policyInformation' })
      .where('name', 'in', ['新闻中心', '政府信息公开', '新闻资讯', '观点洞察'])
      .execute();
    // A row an operator pointed elsewhere keeps its route.
    await ctx.db
      .updateTable('navItems')
      .set({ routerName: 'Recommendation', tableRoute: '/Recommendation' })
      .where('name', '=', '新闻资讯')
      .execute();
    await pointNavAtArticles(ctx.db);
    expect(await navRows()).toEqual(
      seeded.map((row) =>
        row.name === '新闻资讯'
          ? { ...row, routerName: 'Recommendation', tableRoute: '/Recommendation' }
          : row,
      ),
    );
    await ctx.db
      .updateTable('navItems')
      .set({ routerName: 'News', tableRoute: '/News' })
      .where('name', '=', '新闻资讯')
      .execute();
    const rows = await ctx.db
      .selectFrom('navItems')
      .select(['name', 'routerName', 'tableRoute'])
      .where('name', 'in', ['新闻中心', '政府信息公开', '新闻资讯', '观点洞察'])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: '新闻中心', routerName: 'News', tableRoute: '/News' },
        { name: '政府信息公开', routerName: 'Disclosure', tableRoute: '/Disclosure' },
        { name: '新闻资讯', routerName: 'News', tableRoute: '/News' },
        { name: '观点洞察', routerName: 'Views', tableRoute: '/Views' },
      ]),
    );
  });

  it('migrates a database of the earlier schema: nav rows, news authors, new tables', async () => {
    const db = createDb({ sqlitePath: ':memory:' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('20261123_02_quota_counters');
      expect(before.error).toBeUndefined();
      await db
        .insertInto('navItems')
        .values(
          ['新闻中心', '政府信息公开', '互动交流'].map((name, i) => ({
            parentId: null,
            name,
            clickType: 1,
            tableRoute: '/#policyInformation',
            routerName: null,
            linkUrl: null,
            sort: i + 1,
          })),
        )
        .execute();
      await db
        .insertInto('news')
        .values({
          newsTitle: '旧库中的新闻',
          newsType: 1,
          newsImg: null,
          source: '科技日报',
          summary: '摘要',
          content: '<p>正文</p>',
          publishDate: '2026-11-01',
          isTop: 0,
          viewCount: 3,
          createdAt: 0,
        } as never)
        .execute();
      expect(await migrateToLatest(db)).toContain('20261124_02_articles');
      const nav = await db
        .selectFrom('navItems')
        .select(['name', 'routerName', 'tableRoute'])
        .orderBy('sort')
        .execute();
      expect(nav).toEqual([
        { name: '新闻中心', routerName: 'News', tableRoute: '/News' },
        { name: '政府信息公开', routerName: 'Disclosure', tableRoute: '/Disclosure' },
        // A later migration (20261124_04_interaction) gives 互动交流 its screen.
        { name: '互动交流', routerName: 'Interaction', tableRoute: '/Interaction' },
      ]);
      const news = await db.selectFrom('news').select(['newsTitle', 'author']).execute();
      expect(news).toEqual([{ newsTitle: '旧库中的新闻', author: '' }]);
      expect(await db.selectFrom('disclosures').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});

describe('home news', () => {
  it('shows published news only: a withdrawn or draft item leaves the home page with its detail', async () => {
    const fresh = await createSeededApp();
    try {
      const pinned = await fresh.db
        .selectFrom('news')
        .select('id')
        .orderBy('isTop', 'desc')
        .orderBy('publishDate', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await fresh.db.updateTable('news').set({ status: 0 }).where('id', '=', pinned.id).execute();
      const home = await get<{ id: number }[]>(
        fresh.app,
        '/client/api/policy/news/banner/home?size=50',
      );
      expect(home.code).toBe(1);
      expect(home.data.map((n) => n.id)).not.toContain(pinned.id);
      const hidden = await get(fresh.app, `/client/api/news/detail?id=${pinned.id}`);
      expect(hidden.code).toBe(404);
    } finally {
      await fresh.close();
    }
  });
});
