import type { OutcomeItem } from '@portal/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../src/lib/paging.ts';
import { countByType } from '../../src/modules/search/counts.ts';
import { indexDocuments } from '../../src/modules/search/index-repository.ts';
import { searchIndex } from '../../src/modules/search/query.ts';
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
  it('counts up to COUNT_CAP and says when more match', async () => {
    expect(published).toBeGreaterThan(COUNT_CAP);
    const first = await outcomes('pageSize=10');
    expect(first.total).toBe(COUNT_CAP);
    expect(first.totalCapped).toBe(true);
    expect(first.records).toHaveLength(10);
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
