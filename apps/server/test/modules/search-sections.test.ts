import { MarketMessages, SEARCH_CAT_DOCS, type SearchResult } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { setProductStatus } from '../../src/modules/service/status.ts';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

/** Site search over the service hall and research resources (#10): catTypes 2, 5, 6, 8–11. */
const ctx = appForFile(createSeededApp);

const search = async (catType: number, text: string, pageSize = 100) => {
  const res = await get<SearchResult>(
    ctx.app,
    `/client/api/search?catType=${catType}&searchContent=${encodeURIComponent(text)}&pageSize=${pageSize}`,
  );
  if (res.code !== 1) throw new Error(`${catType} ${text}: ${res.msg}`);
  return res.data;
};

const plain = (html: string) => html.replace(/<\/?em>/g, '');

/** The first public record of a table: id and its name. */
async function firstPublic(
  table: 'researchDatabases' | 'sampleDatabases' | 'researchBases' | 'instruments',
) {
  return ctx.db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('GET /client/api/search by category', () => {
  it.each([
    [8, 'researchDatabases', 'database'],
    [9, 'sampleDatabases', 'sample'],
    [10, 'researchBases', 'base'],
    [11, 'instruments', 'instrument'],
  ] as const)(
    'catType %i finds a public %s record by its name',
    async (catType, table, docType) => {
      const row = await firstPublic(table);
      const res = await search(catType, row.name);
      expect(res.docType).toBe(docType);
      const hit = res.records.find((r) => r.id === row.id);
      expect(hit, row.name).toBeDefined();
      expect(plain(hit!.title)).toBe(row.name);
      expect(hit!.status).toBe(1);
      expect(res.counts[docType]).toBe(res.total);
    },
  );

  it('catType 5 finds a provider with the section its detail belongs to', async () => {
    const orgs = await ctx.db
      .selectFrom('serviceOrgs')
      .select(['id', 'orgName', 'authType'])
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
    // One of each section the hall shows.
    const bySection = new Map(orgs.map((o) => [o.authType, o]));
    expect(bySection.size).toBeGreaterThan(3);
    for (const org of bySection.values()) {
      const res = await search(5, org.orgName);
      expect(res.docType).toBe('provider');
      const hit = res.records.find((r) => r.id === org.id);
      expect(hit, org.orgName).toBeDefined();
      expect(hit!.authType).toBe(org.authType);
      expect(plain(hit!.title)).toBe(org.orgName);
    }
  });

  it('catType 6 finds a talent by name and by research direction', async () => {
    const talent = await ctx.db
      .selectFrom('talents')
      .select(['id', 'name', 'research', 'orgName'])
      .where('status', '=', 1)
      .where('research', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const byName = await search(6, talent.name);
    expect(byName.docType).toBe('talent');
    expect(byName.records.some((r) => r.id === talent.id)).toBe(true);
    const direction = talent.research.split('、')[0]!;
    const byDirection = await search(6, `${talent.name} ${direction}`);
    expect(byDirection.records.map((r) => r.id)).toContain(talent.id);
    expect(byDirection.records.every((r) => r.authType === undefined)).toBe(true);
  });

  it('does not find providers or talents that are not public', async () => {
    const org = await ctx.db
      .selectFrom('serviceOrgs')
      .select(['id', 'orgName'])
      .where('status', '!=', 1)
      .executeTakeFirst();
    if (org) {
      const res = await search(5, org.orgName);
      expect(res.records.some((r) => r.id === org.id)).toBe(false);
    }
    const talent = await ctx.db
      .selectFrom('talents')
      .select(['id', 'name'])
      .where('status', '!=', 1)
      .executeTakeFirst();
    if (talent) {
      const res = await search(6, talent.name);
      expect(res.records.some((r) => r.id === talent.id)).toBe(false);
    }
    expect(org ?? talent, 'demo data holds a hidden provider or talent').toBeDefined();
  });

  it('catType 2: a withdrawn service product leaves the results at once and comes back', async () => {
    const product = await ctx.db
      .selectFrom('techServices')
      .select(['id', 'serviceName'])
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A member's answer is never cached, so each step is read fresh.
    const found = async () =>
      (await search(2, product.serviceName)).records.some((r) => r.id === product.id);
    expect(await found()).toBe(true);
    expect(await setProductStatus(ctx.db, product.id, 0)).toBe(true);
    ctx.clock.advance(5_001);
    expect(await found()).toBe(false);
    expect(await setProductStatus(ctx.db, product.id, 1)).toBe(true);
    ctx.clock.advance(5_001);
    expect(await found()).toBe(true);
    expect(await setProductStatus(ctx.db, 9_999_999, 0)).toBe(false);
  });

  it('counts every category tab, providers and talents included', async () => {
    const res = await search(5, '技术', 1);
    expect(Object.keys(res.counts).sort()).toEqual(
      [...new Set(Object.values(SEARCH_CAT_DOCS))].sort(),
    );
    expect(res.counts.provider).toBe(res.total);
    expect(res.counts.provider! + res.counts.talent!).toBeGreaterThan(0);
  });

  it('refuses a category the table does not have, with the message', async () => {
    for (const bad of [7, 12, 0]) {
      const res = await get(ctx.app, `/client/api/search?catType=${bad}&searchContent=x`);
      expect(res.code).toBe(400);
      expect(res.msg).toBe(MarketMessages.searchCatTypeInvalid);
    }
  });
});
