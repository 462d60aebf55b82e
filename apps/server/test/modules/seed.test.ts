import { describe, expect, it } from 'vitest';
import { seedBaseContent } from '../../src/db/seed/content/index.ts';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import type { Database } from '../../src/db/types.ts';
import { appForFile } from '../support/app.ts';

const ctx = appForFile();

const TABLES: (keyof Database)[] = [
  'dictOptions',
  'techFields',
  'businessOrgs',
  'publicAccounts',
  'protocols',
  'helpCategories',
  'helpArticles',
  'schools',
  'departments',
  'siteSettings',
  'navItems',
  'hotWords',
  'accessCounter',
];

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const row = await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('base content seed', () => {
  it('fills every content table once; running it again adds nothing', async () => {
    await seedIfEmpty(ctx.db, ctx.app.log);
    const first = await counts();
    for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0);
    expect(first.protocols).toBe(2);
    expect(first.helpCategories).toBe(6);
    expect(first.accessCounter).toBe(1);

    await seedIfEmpty(ctx.db, ctx.app.log);
    expect(await counts()).toEqual(first);
    expect(await seedBaseContent(ctx.db)).toEqual([]);
  });

  it('refills only an emptied group and keeps operator edits', async () => {
    const before = await counts();
    await ctx.db.deleteFrom('hotWords').execute();
    await ctx.db
      .updateTable('siteSettings')
      .set({ value: '新平台' })
      .where('key', '=', 'siteName')
      .execute();
    expect(await seedBaseContent(ctx.db)).toEqual(['hotWords']);
    expect(await counts()).toEqual(before);
    const name = await ctx.db
      .selectFrom('siteSettings')
      .select('value')
      .where('key', '=', 'siteName')
      .executeTakeFirstOrThrow();
    expect(name.value).toBe('新平台');
  });

  it('writes the dictionaries forms need, with values by position', async () => {
    const rows = await ctx.db
      .selectFrom('dictOptions')
      .select(['dictKey', 'optName', 'optValue'])
      .execute();
    const keys = new Set(rows.map((r) => r.dictKey));
    for (const key of [
      'company_property',
      'guaranty_type',
      'need_type',
      'give_type',
      'maturity',
      'cooperation_type',
      'finance_product_type',
      'talent_title',
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
    expect(rows.find((r) => r.dictKey === 'give_type' && r.optName === '技术转让')?.optValue).toBe(
      '1',
    );
  });

  it('stores escaped HTML fragments for help and protocols', async () => {
    const articles = await ctx.db.selectFrom('helpArticles').select(['title', 'content']).execute();
    expect(articles.length).toBeGreaterThanOrEqual(18);
    for (const a of articles) {
      expect(a.content, a.title).toMatch(/^<(p|ol|ul|h3)>/);
      expect(a.content).not.toMatch(/<(?!\/?(p|ol|ul|li|h3)>)/);
    }
  });
});
