import type { OutcomeItem } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_REMEMBERED_MS, orderedIds, worthKeeping } from '../../src/kit/list/ordered-ids.ts';
import { invalidate, PUBLIC_CACHES_TOPIC } from '../../src/lib/cache-registry.ts';
import { publish } from '../../src/lib/state-bus.ts';
import { indexDocuments } from '../../src/modules/search/index-repository.ts';
import type { TestContext } from '../support/app.ts';
import { createSeededApp } from '../support/home.ts';
import { page } from '../support/market.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSeededApp();
}, 60_000);
afterAll(() => ctx.close());

/** A read that counts its calls and answers after a tick, like a query. */
function countingRead(ids: number[]) {
  const read = async () => {
    read.calls += 1;
    await new Promise((r) => setTimeout(r, 5));
    return ids;
  };
  read.calls = 0;
  return read;
}

describe('ordered ids of a list filter', () => {
  it('runs one query for identical concurrent misses and answers the next from memory', async () => {
    const read = countingRead([3, 2, 1]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => orderedIds(ctx.db, 'test:concurrent', 'test', read)),
    );
    expect(answers).toEqual(Array(5).fill([3, 2, 1]));
    await orderedIds(ctx.db, 'test:concurrent', 'test', read);
    expect(read.calls).toBe(1);
  });

  it("keeps a filter's ids from its second ask on: a one-off filter is answered by its own page query", async () => {
    expect(worthKeeping(ctx.db, 'test:once')).toBe(false);
    expect(worthKeeping(ctx.db, 'test:once')).toBe(true);
    await orderedIds(ctx.db, 'test:once', 'test', countingRead([1]));
    expect(worthKeeping(ctx.db, 'test:once')).toBe(true);
    // An ask older than ASK_REMEMBERED_MS does not count.
    const realNow = Date.now;
    try {
      expect(worthKeeping(ctx.db, 'test:stale')).toBe(false);
      Date.now = () => realNow() + ASK_REMEMBERED_MS + 1;
      expect(worthKeeping(ctx.db, 'test:stale')).toBe(false);
    } finally {
      Date.now = realNow;
    }
  });

  it('reads again once the search index or the public caches change', async () => {
    const read = countingRead([7]);
    await orderedIds(ctx.db, 'test:versions', 'test', read);
    await indexDocuments(ctx.db, []);
    await orderedIds(ctx.db, 'test:versions', 'test', read);
    expect(read.calls).toBe(2);
    publish(ctx.db, PUBLIC_CACHES_TOPIC);
    await orderedIds(ctx.db, 'test:versions', 'test', read);
    expect(read.calls).toBe(3);
    // Its tag (or an item of it) read again; another section's not.
    invalidate(ctx, 'need:4');
    await orderedIds(ctx.db, 'test:versions', 'test', read);
    expect(read.calls).toBe(3);
    invalidate(ctx, 'test:4');
    await orderedIds(ctx.db, 'test:versions', 'test', read);
    expect(read.calls).toBe(4);
  });

  it('pages and counts an outcome list from its ids, a date bound after today included', async () => {
    const list = (query: string) =>
      page<OutcomeItem>(ctx, `/client/api/outcome/page?${query}`) as Promise<
        Awaited<ReturnType<typeof page<OutcomeItem>>>
      >;
    const all = await list('pageSize=50&sort=priceAsc');
    const later = await list('pageSize=10&pageNum=3&sort=priceAsc&publishDateTo=2999-12-31');
    expect(later.total).toBe(all.total);
    expect(later.records.map((r) => r.id)).toEqual(all.records.slice(20, 30).map((r) => r.id));
    // A bound that does narrow is its own filter.
    const oldest = all.records.map((r) => r.publishDate).sort()[0]!;
    const bounded = await list(`pageSize=50&sort=priceAsc&publishDateTo=${oldest}`);
    expect(bounded.total).toBeLessThan(all.total);
    expect(bounded.records.every((r) => r.publishDate <= oldest)).toBe(true);
  });
});
