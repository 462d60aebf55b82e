import type { OutcomeItem } from '@portal/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keysetChunk } from '../../src/kit/list/keyset-ids.ts';
import { PUBLIC_CACHES_TOPIC } from '../../src/lib/cache-registry.ts';
import { publish } from '../../src/lib/state-bus.ts';
import type { TestContext } from '../support/app.ts';
import { createSeededApp } from '../support/home.ts';
import { page } from '../support/market.ts';

let ctx: TestContext;
const sqlite = !process.env.TEST_DATABASE_URL;
beforeAll(async () => {
  ctx = await createSeededApp();
  // The demo's outcomes copied to a few thousand: many equal dates and prices, so chunks end
  // inside runs of ties.
  const columns = Object.keys(
    await ctx.db.selectFrom('outcomes').selectAll().executeTakeFirstOrThrow(),
  ).filter((c) => c !== 'id') as 'goodsName'[];
  for (let n = 300; n <= 3_000; n *= 2)
    await ctx.db
      .insertInto('outcomes')
      .columns(columns)
      .expression(ctx.db.selectFrom('outcomes').select(columns))
      .execute();
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => {
  keysetChunk.size = 500;
});

const outcomes = (query: string) =>
  page<OutcomeItem>(ctx, `/client/api/outcome/page?${query}`) as Promise<
    Awaited<ReturnType<typeof page<OutcomeItem>>>
  >;

/** A cold read of a list's pages, with how often the event loop turned and its longest gap. */
async function coldPages(sort: string, chunk: number) {
  keysetChunk.size = chunk;
  // Asked for once before: a filter's ids are kept from its second ask on (ordered-ids.ts).
  await outcomes(`pageSize=50&sort=${sort}`);
  publish(ctx.db, PUBLIC_CACHES_TOPIC);
  let turns = 0;
  let running = true;
  const spin = () => {
    turns += 1;
    if (running) setImmediate(spin);
  };
  setImmediate(spin);
  let longest = 0;
  let tick = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - tick);
    tick = now;
  }, 1);
  const first = await outcomes(`pageSize=50&sort=${sort}`);
  running = false;
  clearInterval(timer);
  const deep = await outcomes(`pageSize=50&pageNum=40&sort=${sort}`);
  const last = await outcomes(`pageSize=50&pageNum=${Math.ceil(first.total / 50)}&sort=${sort}`);
  const ids = (p: typeof first) => p.records.map((r) => r.id);
  return { total: first.total, pages: [ids(first), ids(deep), ids(last)], turns, longest };
}

describe.runIf(sqlite)('kept ids read in chunks (SQLite)', () => {
  it.each(['latest', 'priceAsc', 'priceDesc'])(
    'gives the pages and count of one statement, sorted %s, yielding between chunks',
    async (sort) => {
      const whole = await coldPages(sort, 1_000_000);
      const chunked = await coldPages(sort, 200);
      expect(whole.total).toBeGreaterThan(2_000);
      expect(chunked.total).toBe(whole.total);
      expect(chunked.pages).toEqual(whole.pages);
      expect(new Set(chunked.pages.flat()).size).toBe(chunked.pages.flat().length);
      // More than ten chunks, each followed by a turn of the event loop.
      expect(chunked.turns - whole.turns).toBeGreaterThanOrEqual(10);
      expect(chunked.longest).toBeLessThan(100);
    },
  );
});

describe.runIf(sqlite)('concurrent lists (SQLite)', () => {
  it('reads one list per turn of the event loop, so sockets are served between them', async () => {
    let turn = 0;
    let running = true;
    const spin = () => {
      turn += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const finishedAt: number[] = [];
    // Twelve lists no cache has seen (each its own page size and filter), asked at once.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        outcomes(
          `pageSize=${11 + i}&sort=priceAsc&publishDateFrom=199${i % 10}-01-0${1 + (i % 9)}`,
        ).then(() => finishedAt.push(turn)),
      ),
    );
    running = false;
    expect(new Set(finishedAt).size).toBe(12);
  });
});
