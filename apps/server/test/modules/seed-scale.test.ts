import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBaseContent } from '../../src/db/seed/content/index.ts';
import { insertAll, insertRows, titleColumn } from '../../src/db/seed/demo/batch.ts';
import { BASE_COUNTS, SCALED_TABLES, seedDemo } from '../../src/db/seed/demo/index.ts';
import { appForFile, TEST_START } from '../support/app.ts';
import { countRows } from '../support/home.ts';

/** Above --scale 20 the develop seed's single INSERTs passed SQLite's 32,766 variables. */
const SCALE = 22;

const ctx = appForFile();
beforeAll(async () => {
  await seedBaseContent(ctx.db);
});

describe('seeding at scale', () => {
  it('inserts rows made in advance in batches under the parameter limits', async () => {
    // 22,000 tags × 3 columns = 66,000 values: one INSERT would pass SQLite's 32,766 and
    // PostgreSQL's 65,535.
    const rows = Array.from({ length: 22000 }, (_, i) => ({
      tagName: `标签${i}`,
      type: 1 + (i % 2),
      sort: i,
    }));
    const seen: number[] = [];
    await ctx.db.transaction().execute(async (trx) => {
      await insertAll(trx, 'needTags', rows, (_table, done) => seen.push(done));
    });
    expect(await countRows(ctx, 'needTags')).toBe(22000);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(22000);
    await ctx.db.deleteFrom('needTags').execute();
  });

  it('numbers titles once the draws run out, each base title counting on', async () => {
    // Every row draws one of two titles: the rest are numbered, none repeats.
    await ctx.db.transaction().execute(async (trx) => {
      await insertRows(
        trx,
        'needTags',
        2000,
        (i) => ({ tagName: i % 2 ? '技术开发' : '技术转让', type: 1, sort: i }),
        undefined,
        titleColumn('tagName'),
      );
    });
    const names = (await ctx.db.selectFrom('needTags').select('tagName').execute()).map(
      (r) => r.tagName,
    );
    expect(new Set(names).size).toBe(2000);
    expect(names).toContain('技术开发（1000）');
    await ctx.db.deleteFrom('needTags').execute();
  });

  // SQLite's variable limit is the one a whole seed at this scale passed; PostgreSQL's is
  // covered above (its seed at this scale takes minutes on a shared machine).
  it.skipIf(process.env.TEST_DATABASE_URL)(
    `seeds a fresh database at --scale ${SCALE} with unique titles`,
    async () => {
      await seedDemo(ctx.db, { scale: SCALE, now: TEST_START });
      for (const table of SCALED_TABLES)
        expect(await countRows(ctx, table), table).toBe(BASE_COUNTS[table] * SCALE);
      const repeated = await sql<{ n: number }>`select count(*) as n from (
      select goods_name from outcomes group by goods_name having count(*) > 1) t`.execute(ctx.db);
      expect(Number(repeated.rows[0]!.n)).toBe(0);
      // ~20 s on an idle machine; the margin is for a shared one.
    },
    120_000,
  );
});
