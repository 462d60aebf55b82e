import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_DOC_TYPES, slotWithinOpenHours } from '@portal/shared';
import type { ProviderHall } from '@portal/shared/api/index';
import { isEquityFinance } from '@portal/shared/enums/finance-product';
import { PRICE_UNITS } from '@portal/shared/enums/merchant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/config.ts';
import { seedBaseContent } from '../../src/db/seed/content/index.ts';
import { cityShortName, homeCities } from '../../src/db/seed/demo/context.ts';
import { DEMO_IMAGE_DIR, renderDemoImages } from '../../src/db/seed/demo/images/index.ts';
import { BASE_COUNTS, SCALED_TABLES, seedDemo } from '../../src/db/seed/demo/index.ts';
import { SERVICE_PRICING } from '../../src/db/seed/demo/services.ts';
import { FIELD_CORES } from '../../src/db/seed/demo/vocab/fields.ts';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import type { Database } from '../../src/db/types.ts';
import { fullRegionName } from '../../src/kit/list/filters.ts';
import { regionName } from '../../src/modules/region/regions.ts';
import { createTestApp, TEST_START, type TestContext } from '../support/app.ts';
import { get } from '../support/client.ts';
import { countRows } from '../support/home.ts';

/** Every table the demo generator fills. */
const DEMO_TABLES: (keyof Database)[] = [
  'ads',
  'statTiles',
  'friendlyLinks',
  'quickMenus',
  'platformTexts',
  'searchTabs',
  'cockpitMenus',
  'financeCategories',
  'needTags',
  'actionCategories',
  'serviceCategories',
  'serviceOrgs',
  'techServices',
  'talents',
  'voucherNotices',
  'voucherBatches',
  'voucherClaims',
  'outcomes',
  'rewards',
  'needs',
  'deals',
  'activities',
  'activitySignups',
  'certifications',
  'policies',
  'policyDocuments',
  'voucherArticles',
  'news',
  'auctions',
  'bids',
  'bidFollows',
  'undertakings',
  'participations',
  'transferRegistrations',
  'contractRegistrations',
  'policyApplications',
  'views',
  'financeProducts',
  'settlementOrders',
  'payments',
  'researchDatabases',
  'sampleDatabases',
  'researchBases',
  'instruments',
  'collectionPeriods',
  'collectionSubmissions',
  'questionnaires',
  'questionnaireQuestions',
  'questionnaireResponses',
  'questionnaireAnswers',
  'techSources',
  'developAreas',
  'developProjects',
  'instrumentBookings',
  'searchIndex',
];

async function dump(ctx: TestContext) {
  const out: Record<string, unknown[]> = {};
  for (const table of DEMO_TABLES) {
    // biome-ignore lint/suspicious/noExplicitAny: every demo table has the ordering column
    const order: any = table === 'platformTexts' ? 'key' : 'id';
    out[table] = await ctx.db.selectFrom(table).selectAll().orderBy(order).execute();
  }
  return out;
}

let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  await seedIfEmpty(a.db, a.app.log, { now: TEST_START });
  await seedIfEmpty(b.db, b.app.log, { now: TEST_START + 3 * 3_600_000 });
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

const distinct = async (table: keyof Database, column: string) => {
  // biome-ignore lint/suspicious/noExplicitAny: column names vary by table
  const ref: any = column;
  const rows = await a.db.selectFrom(table).select(ref).distinct().execute();
  return new Set(rows.map((r) => Number(Object.values(r)[0])));
};

describe('demo data generator', () => {
  it('gives identical rows for the same seed and day', async () => {
    const [first, second] = await Promise.all([dump(a), dump(b)]);
    for (const table of DEMO_TABLES) {
      expect(first[table]!.length, table).toBeGreaterThan(0);
      expect(second[table], table).toEqual(first[table]);
    }
  });

  it('fills the large tables at scale 1 as documented', async () => {
    for (const [table, n] of Object.entries(BASE_COUNTS)) {
      expect(await countRows(a, table as keyof Database), table).toBe(n);
    }
  });

  it('adds nothing when run again', async () => {
    const before = await Promise.all(DEMO_TABLES.map((t) => countRows(a, t)));
    expect(await seedDemo(a.db, { now: TEST_START })).toEqual([]);
    expect(await Promise.all(DEMO_TABLES.map((t) => countRows(a, t)))).toEqual(before);
  });

  it('covers every status value', async () => {
    expect(await distinct('outcomes', 'status')).toEqual(new Set([0, 1, 2, 3]));
    expect(await distinct('outcomes', 'tradeStatus')).toEqual(new Set([0, 1]));
    expect(await distinct('outcomes', 'ownerType')).toEqual(new Set([1, 2, 3, 4]));
    expect(await distinct('rewards', 'unveilStatus')).toEqual(new Set([0, 1]));
    expect(await distinct('rewards', 'status')).toEqual(new Set([0, 1, 2]));
    expect(await distinct('needs', 'status')).toEqual(new Set([0, 1, 2, 3]));
    expect(await distinct('news', 'newsType')).toEqual(new Set([1, 2, 3, 4]));
    expect(await distinct('policies', 'policyLevel')).toEqual(new Set([1, 2, 3]));
    expect(await distinct('ads', 'detailType')).toEqual(new Set([0, 1, 2, 3]));
    expect(await distinct('ads', 'adType')).toEqual(new Set([1, 2]));
    expect(await distinct('talents', 'talentType')).toEqual(new Set([1, 2, 3]));
    expect(await distinct('voucherClaims', 'status')).toEqual(new Set([0, 1, 2, 3]));
    expect(await distinct('voucherOrders', 'status')).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(await distinct('voucherRedemptions', 'status')).toEqual(new Set([0, 1, 2, 3]));
    expect(await distinct('techServices', 'serviceType')).toEqual(new Set([1, 2]));
    expect(await distinct('outcomes', 'maturity')).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await distinct('auctions', 'state')).toEqual(new Set([0, 1, 4, 5]));
    expect(await distinct('undertakings', 'status')).toEqual(new Set([0, 1, 2, 3]));
    expect(await distinct('participations', 'status')).toEqual(new Set([0, 1, 2, 3]));
    expect(await distinct('transferRegistrations', 'status')).toEqual(
      new Set([1, 2, 4, 5, 6, 7, 8]),
    );
    expect(await distinct('contractRegistrations', 'status')).toEqual(new Set([2, 4, 5]));
    // The console's queues are not empty in the demo: certifications wait for review.
    expect(await distinct('certifications', 'status')).toEqual(new Set([1, 2, 3]));
  });

  it('keeps the market counters in step with their rows and indexes every section', async () => {
    const needs = await a.db.selectFrom('needs').select(['id', 'undertakeCount']).execute();
    const taken = await a.db.selectFrom('undertakings').select('needId').execute();
    for (const n of needs)
      expect(n.undertakeCount).toBe(taken.filter((t) => t.needId === n.id).length);
    const auctions = await a.db
      .selectFrom('auctions')
      .select(['id', 'bidCount', 'currentPrice', 'startPrice'])
      .execute();
    const bids = await a.db.selectFrom('bids').select(['auctionId', 'amount']).execute();
    for (const x of auctions) {
      const own = bids.filter((b) => b.auctionId === x.id).map((b) => Number(b.amount));
      expect(x.bidCount).toBe(own.length);
      expect(Number(x.currentPrice)).toBe(own.length ? Math.max(...own) : Number(x.startPrice));
    }
    const types = await a.db.selectFrom('searchIndex').select('docType').distinct().execute();
    // Every document type of the search, the hall's providers and talents included.
    expect(types.map((t) => t.docType).sort()).toEqual(Object.keys(SEARCH_DOC_TYPES).sort());
  });

  it('places rows in real regions, mostly in the province, and links deals to market rows', async () => {
    const outcomes = await a.db.selectFrom('outcomes').select(['regionCode', 'price']).execute();
    expect(outcomes.every((o) => regionName(o.regionCode) !== '')).toBe(true);
    const home = outcomes.filter((o) => o.regionCode.startsWith('37')).length;
    expect(home / outcomes.length).toBeGreaterThan(0.8);
    expect(outcomes.some((o) => Number(o.price) === 0)).toBe(true);
    const deals = await a.db.selectFrom('deals').select(['outcomeId', 'needId']).execute();
    expect(deals.every((d) => d.outcomeId !== null || d.needId !== null)).toBe(true);
    expect(deals.some((d) => d.needId !== null)).toBe(true);
  });

  it('writes believable Chinese titles', async () => {
    const titles = await a.db.selectFrom('outcomes').select('goodsName').limit(50).execute();
    for (const { goodsName } of titles) {
      // At least four Chinese characters (车规级MCU芯片 mixes in a Latin part).
      expect(goodsName.match(/[\u4e00-\u9fa5]/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
      expect(goodsName).not.toMatch(/[{}]/);
    }
    const news = await a.db.selectFrom('news').select('newsTitle').execute();
    expect(news.every((n) => !/[{}]/.test(n.newsTitle))).toBe(true);
  });

  it('never prints a summary twice: a detail does not repeat its summary', async () => {
    const plain = (html: string) => html.replace(/<[^>]*>/g, '');
    const pairs = [
      ['outcomes', 'detail'],
      ['rewards', 'detail'],
      ['auctions', 'detail'],
      ['activities', 'content'],
      ['policies', 'content'],
      ['news', 'content'],
      ['views', 'content'],
      ['financeProducts', 'content'],
      ['instruments', 'content'],
    ] as const;
    for (const [table, column] of pairs) {
      // biome-ignore lint/suspicious/noExplicitAny: column names vary by table
      const columns: any = ['summary', column];
      const rows = (await a.db.selectFrom(table).select(columns).execute()) as Record<
        string,
        string
      >[];
      const repeated = rows.filter((r) => r.summary && plain(r[column] ?? '').includes(r.summary));
      expect(repeated.length, table).toBe(0);
    }
    const needs = await a.db.selectFrom('needs').select(['goodsDesc']).execute();
    expect(needs.length).toBeGreaterThan(0);
  });

  it('keeps one site identity: texts name the host from settings and hold no other contacts', async () => {
    const settings = new Map(
      (await a.db.selectFrom('siteSettings').select(['key', 'value']).execute()).map((r) => [
        r.key,
        r.value,
      ]),
    );
    const texts = await a.db.selectFrom('platformTexts').select(['key', 'content']).execute();
    const about = texts.find((t) => t.key === 'about_us')!;
    expect(about.content).toContain(settings.get('hostUnit'));
    const desc = texts.find((t) => t.key === 'platform_desc')!;
    expect(desc.content).toContain(settings.get('siteName'));
    for (const t of texts) {
      expect(t.content, t.key).not.toMatch(/\d{3}-\d{3}-\d{4}|@|ICP|公网安备/);
    }
  });

  it('places companies where their name says: the city prefix matches the region', async () => {
    const rows = [
      ...(await a.db.selectFrom('needs').select(['companyName as name', 'regionCode']).execute()),
      ...(await a.db.selectFrom('rewards').select(['publisher as name', 'regionCode']).execute()),
      ...(await a.db
        .selectFrom('outcomes')
        .select(['orgName as name', 'regionCode'])
        .where('ownerType', '=', 3)
        .execute()),
    ];
    expect(rows.length).toBeGreaterThan(100);
    const misplaced = rows.filter(
      (r) => r.name && !fullRegionName(r.regionCode).includes(r.name.slice(0, 2)),
    );
    expect(misplaced.slice(0, 3)).toEqual([]);
  });

  it('places organisations, universities and institutes in the city their name holds', async () => {
    const cities = homeCities().map((c) => ({
      short: cityShortName(c.cityName),
      code: c.cityCode,
    }));
    const rows = [
      ...(await a.db.selectFrom('serviceOrgs').select(['orgName as name', 'regionCode']).execute()),
      ...(await a.db
        .selectFrom('outcomes')
        .select(['orgName as name', 'regionCode'])
        .where('ownerType', 'in', [1, 2])
        .execute()),
    ];
    expect(rows.length).toBeGreaterThan(50);
    const misplaced = rows.filter((r) => {
      const city = cities.find((c) => r.name.includes(c.short));
      return city !== undefined && !r.regionCode.startsWith(city.code);
    });
    expect(misplaced.slice(0, 3)).toEqual([]);
    // Provincial bodies (省…) sit in the capital.
    const provincial = rows.filter((r) => r.name.startsWith('省'));
    expect(provincial.length).toBeGreaterThan(0);
    for (const r of provincial) expect(r.regionCode.slice(0, 4), r.name).toBe('3701');
  });

  it('speaks for 山东 in the footer, not for 某省', async () => {
    const rows = await a.db
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

  it('leaves no title slot unfilled and types no team size into a headline', async () => {
    const titles = (await a.db.selectFrom('news').select('newsTitle').execute()).map(
      (n) => n.newsTitle,
    );
    expect(titles.filter((t) => /[{}]/.test(t))).toEqual([]);
    expect(titles.filter((t) => /队伍突破\d+人/.test(t))).toEqual([]);
  });

  it('books instruments only within their opening hours, as the booking form allows', async () => {
    const rows = await a.db
      .selectFrom('instrumentBookings as b')
      .innerJoin('instruments as i', 'i.id', 'b.instrumentId')
      .select(['i.openHours', 'b.bookDate', 'b.slot'])
      .execute();
    expect(rows.length).toBeGreaterThan(20);
    const closed = rows.filter((r) => !slotWithinOpenHours(r.openHours, r.bookDate, r.slot));
    expect(closed.slice(0, 3)).toEqual([]);
  });

  it('prices each service in a unit that fits its category, at a plausible price', async () => {
    const rows = await a.db
      .selectFrom('techServices as s')
      .innerJoin('serviceCategories as c', 'c.id', 's.catId')
      .select(['c.catName', 's.serviceName', 's.price', 's.priceUnit'])
      .execute();
    expect(rows.length).toBeGreaterThan(50);
    const misfits = rows.filter((r) => {
      const fit = SERVICE_PRICING[r.catName]?.find(([unit]) => unit === r.priceUnit);
      const price = Number(r.price);
      return !fit || (price > 0 && (price < fit[1] || price > fit[2]));
    });
    expect(misfits.slice(0, 3)).toEqual([]);
    // Every unit is the workspace's vocabulary; an event is never priced per sample.
    for (const r of rows) expect(PRICE_UNITS).toContain(r.priceUnit);
    expect(rows.filter((r) => r.catName === '成果推介' && r.priceUnit === '元/样品')).toEqual([]);
  });

  it('gives equity products no interest rate or loan term, and loans both', async () => {
    const rows = await a.db
      .selectFrom('financeProducts as p')
      .innerJoin('financeCategories as c', 'c.id', 'p.catId')
      .select([
        'c.catName',
        'p.productName',
        'p.orgName',
        'p.rateMin',
        'p.termMonths',
        'p.termText',
      ])
      .execute();
    const equity = rows.filter((r) => isEquityFinance(r.catName));
    expect(equity.length).toBeGreaterThan(0);
    for (const r of equity) {
      expect(r, r.productName).toMatchObject({ rateMin: null, termMonths: 0, termText: '' });
      expect(r.orgName, r.productName).not.toMatch(/银行/);
    }
    const loans = rows.filter((r) => !isEquityFinance(r.catName) && /贷$/.test(r.productName));
    expect(loans.length).toBeGreaterThan(5);
    for (const r of loans) expect(r.termMonths, r.productName).toBeGreaterThan(0);
  });

  it('tags outcomes with whole terms of the vocabulary, never a title cut into pieces', async () => {
    const fields = await a.db.selectFrom('techFields').select('name').execute();
    const vocabulary = new Set([
      ...fields.map((f) => f.name),
      ...Object.values(FIELD_CORES).flat(),
    ]);
    const rows = await a.db.selectFrom('outcomes').select(['goodsName', 'keywords']).execute();
    expect(rows.length).toBeGreaterThan(100);
    const pieces = rows.flatMap((r) =>
      r.keywords
        .split('、')
        .filter((k) => !vocabulary.has(k))
        .map((k) => `${r.goodsName}: ${k}`),
    );
    expect(pieces.slice(0, 3)).toEqual([]);
  });

  it('counts 科技特派员 people and their service stations from the rows, each under its own word', async () => {
    const hall = (await get<ProviderHall>(a.app, '/client/api/provider/hall')).data;
    const stations = hall.sections.find((s) => s.authType === 9)!;
    const people = hall.talents.find((t) => t.talentType === 2)!;
    const stationRows = await a.db
      .selectFrom('serviceOrgs')
      .select(['id', 'orgName'])
      .where('authType', '=', 9)
      .where('status', '=', 1)
      .execute();
    const commissioners = await a.db
      .selectFrom('talents')
      .select('orgId')
      .where('talentType', '=', 2)
      .where('status', '=', 1)
      .execute();
    expect(stations.count).toBe(stationRows.length);
    expect(people.count).toBe(commissioners.length);
    expect(`${stations.name} 共 ${stations.count} ${stations.countUnit}`).toMatch(/个服务站$/);
    expect(`${people.count}${people.countUnit}${people.name}`).toBe(
      `${commissioners.length}位科技特派员`,
    );
    // Every commissioner works at one of the stations counted, named as such.
    const ids = new Set(stationRows.map((s) => s.id));
    expect(commissioners.filter((c) => !ids.has(Number(c.orgId)))).toEqual([]);
    for (const s of stationRows) expect(s.orgName).toMatch(/科技特派员服务站$/);
  });

  it("places an organisation's instruments where the organisation is", async () => {
    const rows = await a.db
      .selectFrom('instruments as i')
      .innerJoin('serviceOrgs as o', 'o.id', 'i.orgId')
      .select([
        'i.regionCode as at',
        'o.regionCode as home',
        'i.address',
        'i.orgName',
        'o.orgName as org',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.at, r.orgName).toBe(r.home);
      expect(r.orgName).toBe(r.org);
      expect(fullRegionName(r.home)).toContain(String(r.address).slice(0, 2));
    }
  });

  it('gives every list unique titles', async () => {
    const lists = [
      ['outcomes', 'goodsName'],
      ['needs', 'goodsName'],
      ['rewards', 'rewardName'],
      ['deals', 'title'],
      ['news', 'newsTitle'],
      ['policies', 'policyName'],
      ['activities', 'actionName'],
      ['auctions', 'title'],
    ] as const;
    const repeated: Record<string, string[]> = {};
    for (const [table, column] of lists) {
      // biome-ignore lint/suspicious/noExplicitAny: column names vary by table
      const ref: any = column;
      const rows = (await a.db.selectFrom(table).select(ref).execute()) as Record<string, string>[];
      const titles = rows.map((r) => r[column] as string);
      const dupes = titles.filter((t, i) => titles.indexOf(t) !== i);
      if (dupes.length) repeated[table] = dupes.slice(0, 3);
    }
    expect(repeated).toEqual({});
  });

  it('gives different data for another seed', async () => {
    const c = await createTestApp();
    try {
      await seedBaseContent(c.db);
      await seedDemo(c.db, { seed: 'another', now: TEST_START });
      const mine = await a.db
        .selectFrom('outcomes')
        .select('goodsName')
        .orderBy('id')
        .limit(20)
        .execute();
      const theirs = await c.db
        .selectFrom('outcomes')
        .select('goodsName')
        .orderBy('id')
        .limit(20)
        .execute();
      expect(theirs).not.toEqual(mine);
    } finally {
      await c.close();
    }
  });

  it('multiplies the large tables by the scale, reporting progress', async () => {
    // Scale 10: the outcomes (3,000 rows, at most 1,000 per INSERT) take three statements, the
    // search index several; titles stay unique across the statements.
    const SCALE = 10;
    const seen: Record<string, number> = {};
    await seedDemo(b.db, {
      scale: SCALE,
      reset: true,
      now: TEST_START,
      progress: (table, done, total) => {
        expect(done).toBeLessThanOrEqual(total);
        seen[table] = done;
      },
    });
    for (const table of SCALED_TABLES) {
      const expected = BASE_COUNTS[table] * SCALE;
      expect(await countRows(b, table), table).toBe(expected);
      expect(seen[table], table).toBe(expected);
    }
    const titles = await b.db.selectFrom('outcomes').select('goodsName').execute();
    expect(new Set(titles.map((t) => t.goodsName)).size).toBe(titles.length);
    // The small tables are left as they were.
    expect(await countRows(b, 'talents')).toBe(290);
  });

  it('refuses a scale that is not a positive integer', async () => {
    await expect(seedDemo(b.db, { scale: 0 })).rejects.toThrow('scale');
    await expect(seedDemo(b.db, { scale: 1.5 })).rejects.toThrow('scale');
  });
});

describe('demo images', () => {
  const publicFile = (url: string) => path.join(ROOT_DIR, 'apps', 'web', 'public', url);

  it('exist for every image a seeded row points at', async () => {
    const urls = new Set<string>();
    const collect = (rows: Record<string, unknown>[]) => {
      for (const row of rows) {
        for (const value of Object.values(row)) {
          if (typeof value === 'string' && value.startsWith('/images/')) urls.add(value);
        }
      }
    };
    for (const table of DEMO_TABLES)
      collect((await a.db.selectFrom(table).selectAll().execute()) as never);
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls) expect(fs.existsSync(publicFile(url)), url).toBe(true);
  });

  it('on disk are exactly what the generator draws (npm run demo-images -w @portal/server)', () => {
    const images = renderDemoImages();
    for (const [file, content] of images) {
      const target = path.join(DEMO_IMAGE_DIR, file);
      expect(fs.readFileSync(target, 'utf8'), file).toBe(content);
      expect(content).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>[^<]+<\/title>/,
      );
      expect(Buffer.byteLength(content)).toBeLessThan(8 * 1024);
    }
    const onDisk = fs
      .readdirSync(DEMO_IMAGE_DIR, { recursive: true })
      .filter((f) => String(f).endsWith('.svg'));
    expect(onDisk.length).toBe(images.size);
  });
});
