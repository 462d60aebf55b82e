import type { OutcomeItem } from '@portal/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_OFF_COUNT_CAP, SORT_LIMIT } from '../../src/kit/list/list-kit.ts';
import { COUNT_CAP } from '../../src/lib/paging.ts';
import { countByType, groupedCount } from '../../src/modules/search/counts.ts';
import { reindexRecord } from '../../src/modules/search/documents.ts';
import { indexDocuments } from '../../src/modules/search/index-repository.ts';
import { pgMatchesChunk } from '../../src/modules/search/pg-keyword-sets.ts';
import { type Keep, searchIndex } from '../../src/modules/search/query.ts';
import { queryWords } from '../../src/modules/search/segment.ts';
import type { TestContext } from '../support/app.ts';
import { createSeededApp } from '../support/home.ts';
import { page } from '../support/market.ts';

let ctx: TestContext;
let published: number;
beforeAll(async () => {
  ctx = await createSeededApp();
  // The demo's outcomes copied until the section holds more than COUNT_CAP.
  const columns = Object.keys(
    await ctx.db.selectFrom('outcomes').selectAll().executeTakeFirstOrThrow(),
  ).filter((c) => c !== 'id') as 'goodsName'[];
  for (let n = 300; n <= COUNT_CAP; n *= 2)
    await ctx.db
      .insertInto('outcomes')
      .columns(columns)
      .expression(ctx.db.selectFrom('outcomes').select(columns))
      .execute();
  const row = await ctx.db
    .selectFrom('outcomes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  published = Number(row.n);
}, 60_000);
afterAll(() => ctx.close());

const outcomes = (query: string) =>
  page<OutcomeItem>(ctx, `/client/api/outcome/page?${query}`) as Promise<
    Awaited<ReturnType<typeof page<OutcomeItem>>> & { totalCapped?: true }
  >;

describe('outcome list at scale', () => {
  it('counts a first ask up to ONE_OFF_COUNT_CAP, a second up to COUNT_CAP, and says when more match', async () => {
    expect(published).toBeGreaterThan(COUNT_CAP);
    const first = await outcomes('pageSize=10');
    expect(first.total).toBe(ONE_OFF_COUNT_CAP);
    expect(first.totalCapped).toBe(true);
    expect(first.records).toHaveLength(10);
    const second = await outcomes('pageSize=10&pageNum=2');
    expect(second.total).toBe(COUNT_CAP);
    expect(second.totalCapped).toBe(true);
    expect(second.records).toHaveLength(10);
  });

  it('pages to the last counted page and no further', async () => {
    const last = await outcomes(`pageSize=10&pageNum=${COUNT_CAP / 10}`);
    expect(last.records).toHaveLength(10);
    const beyond = await outcomes(`pageSize=10&pageNum=${COUNT_CAP / 10 + 1}`);
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(COUNT_CAP);
    // A page straddling the cap stops at it.
    const straddling = await outcomes(`pageSize=30&pageNum=${Math.ceil(COUNT_CAP / 30)}`);
    expect(straddling.records).toHaveLength(COUNT_CAP % 30);
  });

  it('counts exactly below the cap, without the flag', async () => {
    const field = await ctx.db
      .selectFrom('outcomes')
      .select(['techFieldId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 1)
      .groupBy('techFieldId')
      .orderBy('techFieldId')
      .executeTakeFirstOrThrow();
    const narrowed = await outcomes(`pageSize=5&fieldId=${field.techFieldId}`);
    expect(narrowed.total).toBe(Number(field.n));
    expect(narrowed.totalCapped).toBeUndefined();
  });
});

describe('outcome list keyword', () => {
  it('finds what the site search finds for the same words (the search index)', async () => {
    const keyword = '电池';
    const listed = await outcomes(`pageSize=100&keyword=${encodeURIComponent(keyword)}`);
    const searched = await searchIndex(ctx.db, {
      words: queryWords(keyword),
      docType: 'outcome',
      userId: null,
      pageNum: 1,
      pageSize: 100,
    });
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.total).toBe(searched.total);
    expect(new Set(listed.records.map((r) => r.id))).toEqual(
      new Set(searched.rows.map((r) => r.refId)),
    );
  });

  it('matches a keyword of punctuation only as text, as before', async () => {
    const odd = await outcomes(`keyword=${encodeURIComponent('%_')}`);
    expect(odd.total).toBe(0);
  });

  it('reads the index, not the titles (a title changed behind its back is not found)', async () => {
    const target = await ctx.db
      .selectFrom('outcomes')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await sql`update outcomes set goods_name = ${'钍基熔盐堆'} where id = ${target.id}`.execute(
      ctx.db,
    );
    const found = await outcomes(`keyword=${encodeURIComponent('钍基熔盐堆')}`);
    expect(found.records.map((r) => r.id)).not.toContain(target.id);
  });
});

describe('search past COUNT_CAP matches', () => {
  const MANY = COUNT_CAP + 50;
  beforeAll(async () => {
    const docs = Array.from({ length: MANY }, (_, i) => ({
      docType: 'view' as const,
      refId: 900_000 + i,
      title: i % 100 === 0 ? `zqxwidget 观点${i}` : `新能源观点${i}`,
      body: 'zqxwidget 电池的产业化前景',
      status: 1,
      ownerId: null,
      publishDate: '2026-01-01',
    }));
    await indexDocuments(ctx.db, docs);
  }, 120_000);

  const postgres = Boolean(process.env.TEST_DATABASE_URL);

  it('ranks title matches first within the newest matches and counts as each database can', async () => {
    const found = await searchIndex(ctx.db, {
      words: ['zqxwidget'],
      docType: 'view',
      userId: null,
      pageNum: 1,
      pageSize: 5,
    });
    // FTS5 counts exactly from its index; PostgreSQL stops at the cap and says so.
    expect(found.total).toBe(postgres ? COUNT_CAP : MANY);
    expect(Boolean(found.capped)).toBe(postgres);
    expect(found.rows).toHaveLength(5);
    expect(found.rows.every((r) => r.title.startsWith('zqxwidget'))).toBe(true);
    const counts = await countByType(ctx.db, { words: ['zqxwidget'], userId: null }, ['view']);
    expect(counts.view).toBe(postgres ? COUNT_CAP : MANY);
  });

  it('counts a word found more often than one grouped pass reads type by type, to the same figure', async () => {
    const before = groupedCount.scanCap;
    groupedCount.scanCap = 100;
    try {
      const counts = await countByType(ctx.db, { words: ['zqxwidget'], userId: null }, [
        'view',
        'news',
      ]);
      expect(counts).toEqual({ view: postgres ? COUNT_CAP : MANY, news: 0 });
    } finally {
      groupedCount.scanCap = before;
    }
  });

  it('gives the same pages from a kept ranked window as from a fresh one', async () => {
    const kept = new Map<string, unknown>();
    let loads = 0;
    const keep: Keep = async (key, load) => {
      if (!kept.has(key)) {
        loads += 1;
        kept.set(key, await load());
      }
      return kept.get(key) as Awaited<ReturnType<typeof load>>;
    };
    for (const pageNum of [1, 3, 200, 201]) {
      const input = {
        words: ['zqxwidget'],
        docType: 'view' as const,
        userId: null,
        pageNum,
        pageSize: 5,
      };
      const fresh = await searchIndex(ctx.db, input);
      const fromKept = await searchIndex(ctx.db, input, keep);
      expect(fromKept).toEqual(fresh);
    }
    // The window is ranked once for all four pages.
    expect(loads).toBe(1);
  });

  it('pages on past the ranked window, newest first', async () => {
    const page = await searchIndex(ctx.db, {
      words: ['zqxwidget'],
      docType: 'view',
      userId: null,
      pageNum: 201,
      pageSize: 5,
    });
    expect(page.rows).toHaveLength(5);
    const ids = page.rows.map((r) => r.refId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });
});

describe('wide lists and common keywords (issue #30)', () => {
  // More public documents with the word than SORT_LIMIT: a list of them walks its order index.
  const WORD = 'zqxcell';
  const MANY = SORT_LIMIT + 500;
  let ids: number[] = [];
  // PostgreSQL reads a keyword's matches through a cursor: several round trips here.
  const chunk = pgMatchesChunk.size;
  afterAll(() => {
    pgMatchesChunk.size = chunk;
  });
  beforeAll(async () => {
    pgMatchesChunk.size = 300;
    const rows = await ctx.db
      .selectFrom('outcomes')
      .select(['id', 'publishDate'])
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .limit(MANY)
      .execute();
    ids = rows.map((r) => r.id);
    await indexDocuments(
      ctx.db,
      rows.map((r) => ({
        docType: 'outcome' as const,
        refId: r.id,
        title: `${WORD} 电池组 ${r.id}`,
        body: '',
        status: 1,
        ownerId: null,
        publishDate: r.publishDate,
      })),
    );
    // Statistics for the bulk-loaded rows, as autovacuum would gather them.
    await sql`analyze`.execute(ctx.db);
  }, 120_000);

  type Order = 'latest' | 'priceAsc' | 'priceDesc';
  /** The same list read directly: ids in the list's order, and how many match. */
  async function expected(order: Order, narrow: { fieldIds?: number[]; among?: number[] } = {}) {
    let q = ctx.db.selectFrom('outcomes').where('status', '=', 1);
    if (narrow.fieldIds) q = q.where('techFieldId', 'in', narrow.fieldIds);
    if (narrow.among) q = q.where('id', 'in', narrow.among);
    const sorted =
      order === 'latest'
        ? q.orderBy('publishDate', 'desc').orderBy('id', 'desc')
        : q
            .orderBy(sql`case when price = 0 then 1 else 0 end`)
            .orderBy('price', order === 'priceAsc' ? 'asc' : 'desc')
            .orderBy('id', 'desc');
    const first = await sorted.select('id').limit(10).execute();
    const n = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { ids: first.map((r) => r.id), total: Number(n.n) };
  }

  async function fieldSubtree(): Promise<{ id: number; ids: number[] }> {
    const parent = await ctx.db
      .selectFrom('techFields')
      .select('id')
      .where('parentId', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const children = await ctx.db
      .selectFrom('techFields')
      .select('id')
      .where('parentId', '=', parent.id)
      .execute();
    return { id: parent.id, ids: [parent.id, ...children.map((c) => c.id)] };
  }

  it('sorts a wide filter by price as a full sort would, capped count included', async () => {
    for (const order of ['priceAsc', 'priceDesc', 'latest'] as const) {
      const want = await expected(order);
      // First ask: counted to ONE_OFF_COUNT_CAP; the second (another URL: the first's answer is
      // in the response cache), from the kept ids, to COUNT_CAP.
      for (const [cap, url] of [
        [ONE_OFF_COUNT_CAP, ''],
        [COUNT_CAP, '&pageNum=1'],
      ] as const) {
        const listed = await outcomes(`pageSize=10&regionCode=37&sort=${order}${url}`);
        expect(listed.records.map((r) => r.id)).toEqual(want.ids);
        expect(listed.total).toBe(Math.min(want.total, cap));
        expect(listed.totalCapped).toBe(want.total > cap ? true : undefined);
      }
    }
    const field = await fieldSubtree();
    const query = `pageSize=10&fieldId=${field.id}&regionCode=37&sort=priceAsc`;
    const listed = await outcomes(query);
    const want = await expected('priceAsc', { fieldIds: field.ids });
    expect(listed.total).toBe(Math.min(want.total, ONE_OFF_COUNT_CAP));
    expect(listed.records.map((r) => r.id)).toEqual(want.ids);
    expect((await outcomes(`${query}&pageNum=1`)).total).toBe(want.total);
  });

  it('lists a common keyword in every order with its exact count, dates or not', async () => {
    for (const order of ['latest', 'priceAsc', 'priceDesc'] as const) {
      for (const dates of ['', '&publishDateFrom=1990-01-01&publishDateTo=2100-01-01']) {
        const listed = await outcomes(`pageSize=10&keyword=${WORD}&sort=${order}${dates}`);
        const want = await expected(order, { among: ids });
        expect(want.total).toBe(MANY);
        expect(listed.total).toBe(MANY);
        expect(listed.records.map((r) => r.id)).toEqual(want.ids);
      }
    }
    // Narrowed further: counted from the rows.
    const field = await fieldSubtree();
    const narrowed = await outcomes(`pageSize=10&keyword=${WORD}&fieldId=${field.id}`);
    const want = await expected('latest', { fieldIds: field.ids, among: ids });
    expect(narrowed.total).toBe(want.total);
    expect(narrowed.records.map((r) => r.id)).toEqual(want.ids);
    // A date bound inside the matches' range narrows the count.
    const newest = await ctx.db
      .selectFrom('outcomes')
      .select('publishDate')
      .where('id', 'in', ids)
      .orderBy('publishDate', 'desc')
      .executeTakeFirstOrThrow();
    const sameDay = await ctx.db
      .selectFrom('outcomes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .where('publishDate', '>=', newest.publishDate)
      .executeTakeFirstOrThrow();
    const recent = await outcomes(`keyword=${WORD}&publishDateFrom=${newest.publishDate}`);
    expect(recent.total).toBe(Number(sameDay.n));
  });

  it('pages a keyword list between two dates of its own as the rows do (one-off filters)', async () => {
    const dates = await ctx.db
      .selectFrom('outcomes')
      .select('publishDate')
      .distinct()
      .where('id', 'in', ids)
      .orderBy('publishDate')
      .execute();
    const from = dates[Math.floor(dates.length / 4)]!.publishDate;
    const to = dates[Math.floor((dates.length * 3) / 4)]!.publishDate;
    const within = await ctx.db
      .selectFrom('outcomes')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .where('publishDate', '>=', from)
      .where('publishDate', '<=', to)
      .orderBy('publishDate', 'desc')
      .orderBy('id', 'desc')
      .execute();
    // Asked once each (no kept ids), then again (kept ids): the same pages either way.
    for (const [size, num] of [
      [10, 3],
      [15, 2],
    ] as const) {
      const page = await outcomes(
        `pageSize=${size}&pageNum=${num}&keyword=${WORD}&publishDateFrom=${from}&publishDateTo=${to}`,
      );
      expect(page.total).toBe(within.length);
      const start = size * (num - 1);
      expect(page.records.map((r) => r.id)).toEqual(
        within.slice(start, start + size).map((r) => r.id),
      );
    }
  });

  it('shows a new outcome with the keyword at once, and drops a withdrawn one at once', async () => {
    // Each request its own URL: the response cache (10 s, cleared by the routes' writes, not by
    // these direct ones) never answers.
    const before = await outcomes(`pageSize=10&keyword=${WORD}&publishDateTo=2100-01-01`);
    const source = await ctx.db
      .selectFrom('outcomes')
      .selectAll()
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    const { id: _id, ...columns } = source;
    const added = await ctx.db
      .insertInto('outcomes')
      .values({ ...columns, goodsName: `${WORD} 新品`, publishDate: '2099-12-31' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await reindexRecord(ctx.db, 'outcome', added.id);
    const after = await outcomes(`pageSize=10&keyword=${WORD}&publishDateTo=2100-01-02`);
    expect(after.total).toBe(before.total + 1);
    expect(after.records[0]!.id).toBe(added.id);

    await ctx.db.updateTable('outcomes').set({ status: 0 }).where('id', '=', added.id).execute();
    await reindexRecord(ctx.db, 'outcome', added.id);
    const withdrawn = await outcomes(`pageSize=10&keyword=${WORD}&publishDateTo=2100-01-03`);
    expect(withdrawn.total).toBe(before.total);
    expect(withdrawn.records.map((r) => r.id)).not.toContain(added.id);
    expect(withdrawn.records.map((r) => r.id)).toEqual(before.records.map((r) => r.id));
  });

  it('reads the last reachable page of a wide keyword list without losing the count', async () => {
    const size = 100;
    const last = Math.ceil(MANY / size);
    const page = await outcomes(`pageSize=${size}&pageNum=${last}&keyword=${WORD}`);
    expect(page.total).toBe(MANY);
    expect(page.records).toHaveLength(MANY - (last - 1) * size);
  });
});
