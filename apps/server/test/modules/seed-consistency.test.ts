import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityShortName, homeCities } from '../../src/db/seed/demo/context.ts';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { createTestApp, TEST_START, type TestContext } from '../support/app.ts';

/**
 * Issue #26 "data a province would trust": invariants of a freshly seeded demo database, so a
 * generator change that contradicts the rest of the data fails here.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedIfEmpty(ctx.db, ctx.app.log, { now: TEST_START });
});
afterAll(() => ctx.close());

const CITIES = homeCities().map((c) => ({ short: cityShortName(c.cityName), code: c.cityCode }));

/** The demo city a name holds (烟台大学科技园 → 烟台), if any. */
const cityInName = (name: string) => CITIES.find((c) => name.includes(c.short));

describe('the demo data agrees with itself', () => {
  it('places every service organisation in the city its name holds', async () => {
    const orgs = await ctx.db.selectFrom('serviceOrgs').select(['orgName', 'regionCode']).execute();
    const wrong = orgs.filter((o) => {
      const city = cityInName(o.orgName);
      return city !== undefined && !o.regionCode.startsWith(city.code);
    });
    expect(wrong).toEqual([]);
    // Provincial bodies sit in the capital.
    for (const o of orgs.filter((o) => o.orgName.startsWith('省')))
      expect(o.regionCode.slice(0, 4), o.orgName).toBe('3701');
  });

  it('names the owners of outcomes and needs by the city they are registered in', async () => {
    const owners = [
      ...(await ctx.db.selectFrom('outcomes').select(['orgName as name', 'regionCode']).execute()),
      ...(await ctx.db
        .selectFrom('needs')
        .select(['companyName as name', 'regionCode'])
        .where('companyName', 'is not', null)
        .where('regionCode', 'is not', null)
        .execute()),
    ];
    expect(owners.length).toBeGreaterThan(50);
    const wrong = owners.filter((o) => {
      const city = cityInName(o.name ?? '');
      return city !== undefined && !o.regionCode?.startsWith(city.code);
    });
    expect(wrong).toEqual([]);
  });

  it('speaks for 山东 in the footer, not for 某省', async () => {
    const rows = await ctx.db
      .selectFrom('siteSettings')
      .select(['key', 'value'])
      .where('key', 'in', ['hostUnit', 'address', 'icpFiling', 'policeFiling'])
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.value, row.key).not.toMatch(/某/);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toMatchObject({
      hostUnit: expect.stringMatching(/^山东省/),
      icpFiling: expect.stringMatching(/^鲁ICP备/),
      policeFiling: expect.stringMatching(/^鲁公网安备37/),
    });
  });

  it('leaves no pattern slot unfilled and types no team size into a headline', async () => {
    const titles = (await ctx.db.selectFrom('news').select('newsTitle').execute()).map(
      (n) => n.newsTitle,
    );
    expect(titles.filter((t) => /[{}]/.test(t))).toEqual([]);
    expect(titles.filter((t) => /队伍突破\d+人/.test(t))).toEqual([]);
  });
});
