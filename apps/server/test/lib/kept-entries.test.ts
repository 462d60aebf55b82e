import { describe, expect, it } from 'vitest';
import { invalidate } from '../../src/lib/cache-registry.ts';
import { keptStore } from '../../src/lib/kept-entries.ts';
import { appForFile } from '../support/app.ts';

const ctx = appForFile();

describe('kept entries', () => {
  const store = () => {
    let reads = 0;
    const kept = keptStore<{ tags: string[]; n: number }>({ max: 10, ttlMs: 60_000 });
    const read = async () => {
      const n = ++reads;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { tags: ['need'], n };
    };
    return { get: () => kept.get(ctx.db, 'k', read), reads: () => reads };
  };

  it('reads identical concurrent misses once, and keeps the answer', async () => {
    const s = store();
    const answers = await Promise.all(Array.from({ length: 20 }, s.get));
    expect(new Set(answers.map((a) => a.n))).toEqual(new Set([1]));
    expect((await s.get()).n).toBe(1);
    expect(s.reads()).toBe(1);
  });

  it('reads afresh for a request that came after an invalidation its read predates', async () => {
    const s = store();
    const first = s.get();
    invalidate(ctx, 'need:3');
    const behind = s.get();
    expect((await first).n).toBe(1);
    expect((await behind).n).toBe(2);
    // Only the fresh read is kept.
    expect((await s.get()).n).toBe(2);
  });
});
