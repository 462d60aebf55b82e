import type {
  Page,
  ProviderDetail,
  ProviderHall,
  ProviderItem,
  TalentDetail,
  TalentItem,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all, page } from '../support/market.ts';

const ctx = appForFile(createSeededApp);
let token: string;
beforeAll(async () => {
  token = (await registerMember(ctx, { username: 'hall_visitor' })).token;
});

const PROVIDERS = '/client/api/provider/page';
const TALENTS = '/client/api/talent/page';

async function publishedOrgs(authType: number) {
  return ctx.db
    .selectFrom('serviceOrgs')
    .select(['id', 'orgName'])
    .where('status', '=', 1)
    .where('authType', '=', authType)
    .execute();
}

describe('service hall (/Service)', () => {
  it('counts every section and shows its first units', async () => {
    const res = await get<ProviderHall>(ctx.app, '/client/api/provider/hall');
    expect(res.code).toBe(1);
    const byType = new Map(res.data.sections.map((s) => [s.authType, s]));
    expect([...byType.keys()].sort()).toEqual([3, 4, 5, 6, 7, 8, 9]);
    for (const [authType, section] of byType) {
      expect(section.count).toBe((await publishedOrgs(authType)).length);
      expect(section.count).toBeGreaterThan(0);
      expect(section.items.length).toBe(Math.min(4, section.count));
      for (const item of section.items) expect(item.authType).toBe(authType);
    }
    expect(byType.get(3)!.name).toBe('高校');
    expect(res.data.talents.map((t) => t.name)).toEqual(['专家', '科技特派员', '技术经理人']);
    expect(res.data.talents.every((t) => t.count > 0)).toBe(true);
  });
});

describe('provider list', () => {
  it('pages one section, recommended units first', async () => {
    const orgs = await publishedOrgs(3);
    const first = await page<ProviderItem>(ctx, `${PROVIDERS}?authType=3&pageSize=5`);
    expect(first.total).toBe(orgs.length);
    expect(first.records).toHaveLength(5);
    const second = await page<ProviderItem>(ctx, `${PROVIDERS}?authType=3&pageSize=5&pageNum=2`);
    expect(second.pageNum).toBe(2);
    const ids = [...first.records, ...second.records].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of first.records) {
      expect(r).toMatchObject({ authType: 3, authTypeName: '高校', isCollect: false });
      expect(r.regionName).toMatch(/^山东省/);
    }
    const everything = await all<ProviderItem>(ctx, `${PROVIDERS}?authType=3`);
    const flags = await ctx.db
      .selectFrom('serviceOrgs')
      .select(['id', 'recommended'])
      .where('authType', '=', 3)
      .execute();
    const rec = new Map(flags.map((f) => [f.id, f.recommended]));
    const order = everything.map((r) => rec.get(r.id));
    expect([...order].sort().reverse()).toEqual(order);
  });

  it("counts a university's outcomes as the market's outcomes under its name", async () => {
    const [school] = await all<ProviderItem>(ctx, `${PROVIDERS}?authType=3&keyword=山东大学`);
    const rows = await ctx.db
      .selectFrom('outcomes')
      .select('id')
      .where('orgName', '=', school!.orgName)
      .where('status', '=', 1)
      .execute();
    expect(school!.outcomeCount).toBe(rows.length);
    expect(school!.outcomeCount).toBeGreaterThan(0);
    expect(school!.talentCount).toBeGreaterThan(0);
  });

  it('filters by field, region and keyword, and sorts by views', async () => {
    const [sample] = (await page<ProviderItem>(ctx, `${PROVIDERS}?authType=7`)).records;
    const byField = await all<ProviderItem>(ctx, `${PROVIDERS}?fieldId=${sample!.techFieldId}`);
    expect(byField.length).toBeGreaterThan(0);
    expect(byField.every((r) => r.techFieldId === sample!.techFieldId)).toBe(true);

    const qingdao = await all<ProviderItem>(ctx, `${PROVIDERS}?regionCode=3702`);
    expect(qingdao.length).toBeGreaterThan(0);
    expect(qingdao.every((r) => r.regionCode.startsWith('3702'))).toBe(true);

    const word = await all<ProviderItem>(
      ctx,
      `${PROVIDERS}?keyword=${encodeURIComponent('特派员')}`,
    );
    expect(word.length).toBeGreaterThan(0);
    expect(word.every((r) => r.orgName.includes('特派员') || r.intro.includes('特派员'))).toBe(
      true,
    );

    await ctx.db
      .updateTable('serviceOrgs')
      .set({ viewCount: 9999 })
      .where('id', '=', sample!.id)
      .execute();
    const byViews = await page<ProviderItem>(ctx, `${PROVIDERS}?authType=7&sort=views&pageSize=3`);
    expect(byViews.records[0]!.id).toBe(sample!.id);
  });

  it('refuses bad parameters with a clear message', async () => {
    for (const [query, msg] of [
      ['authType=2', '机构类型不正确'],
      ['sort=price', '排序方式不正确'],
      ['regionCode=abc', undefined],
      ['pageSize=1000', undefined],
      ['colour=red', undefined],
    ] as const) {
      const res = await get<Page<ProviderItem>>(ctx.app, `${PROVIDERS}?${query}`);
      expect(res.code, query).toBe(400);
      if (msg) expect(res.msg).toBe(msg);
      else expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('provider detail', () => {
  it('shows who it is, its outcomes, experts, deals and masked contact; counts a view', async () => {
    const [school] = await all<ProviderItem>(ctx, `${PROVIDERS}?authType=3&keyword=山东大学`);
    const res = await get<ProviderDetail>(ctx.app, `/client/api/provider/detail?id=${school!.id}`);
    expect(res.code).toBe(1);
    const d = res.data;
    expect(d.orgName).toBe(school!.orgName);
    expect(d.telephone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(d.outcomes.length).toBeGreaterThan(0);
    const own = await ctx.db
      .selectFrom('outcomes')
      .select(['id', 'orgName'])
      .where(
        'id',
        'in',
        d.outcomes.map((o) => o.id),
      )
      .execute();
    expect(own.every((o) => o.orgName === d.orgName)).toBe(true);
    expect(d.experts.length).toBeGreaterThan(0);
    expect(d.experts.every((e) => e.orgId === d.id && e.talentType === 1)).toBe(true);
    for (const deal of d.deals) expect([deal.transferor, deal.transferee]).toContain(d.orgName);
    expect(d.related.every((r) => r.authType === 3 && r.id !== d.id)).toBe(true);

    const again = await get<ProviderDetail>(
      ctx.app,
      `/client/api/provider/detail?id=${school!.id}`,
      {
        token,
      },
    );
    expect(again.data.viewCount).toBe(d.viewCount + 1);
  });

  it("lists an agency's service products", async () => {
    const [agency] = await publishedOrgs(8);
    const products = await ctx.db
      .selectFrom('techServices')
      .select('id')
      .where('orgId', '=', agency!.id)
      .where('status', '=', 1)
      .execute();
    const res = await get<ProviderDetail>(ctx.app, `/client/api/provider/detail?id=${agency!.id}`);
    expect(res.data.products.length).toBe(Math.min(6, products.length));
  });

  it('collects a unit with collect/vip and shows isCollect', async () => {
    const [unit] = await publishedOrgs(7);
    expect((await post(ctx.app, '/client/mine/collect/vip', { id: unit!.id }, { token })).msg).toBe(
      '收藏成功',
    );
    const d = await get<ProviderDetail>(ctx.app, `/client/api/provider/detail?id=${unit!.id}`, {
      token,
    });
    expect(d.data).toMatchObject({ isCollect: true, collectCount: 1 });
    const listed = await all<ProviderItem>(ctx, `${PROVIDERS}?authType=7`, token);
    expect(listed.find((r) => r.id === unit!.id)?.isCollect).toBe(true);
  });

  it('answers 404 for an unknown or hidden id and 400 for a bad id', async () => {
    const hidden = await ctx.db
      .selectFrom('serviceOrgs')
      .select('id')
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    for (const id of [999_999, hidden.id]) {
      expect(await get(ctx.app, `/client/api/provider/detail?id=${id}`)).toMatchObject({
        code: 404,
        msg: '该机构不存在或已下架',
      });
    }
    expect((await get(ctx.app, '/client/api/provider/detail?id=abc')).code).toBe(400);
  });
});

describe('talents (/ExpertList)', () => {
  it('pages by entry type with titles and research directions', async () => {
    for (const [type, name] of [
      [1, '专家'],
      [2, '科技特派员'],
      [3, '技术经理人'],
    ] as const) {
      const res = await page<TalentItem>(ctx, `${TALENTS}?talentType=${type}&pageSize=8`);
      const n = await ctx.db
        .selectFrom('talents')
        .select('id')
        .where('talentType', '=', type)
        .where('status', '=', 1)
        .execute();
      expect(res.total).toBe(n.length);
      expect(res.records).toHaveLength(8);
      for (const r of res.records) {
        expect(r.talentTypeName).toBe(name);
        expect(r.titleName).not.toBe('');
        expect(r.research.length).toBeGreaterThan(0);
      }
    }
  });

  it('filters by organisation and keyword', async () => {
    const [school] = await publishedOrgs(3);
    const ofOrg = await all<TalentItem>(ctx, `${TALENTS}?orgId=${school!.id}`);
    expect(ofOrg.every((t) => t.orgId === school!.id && t.orgName === school!.orgName)).toBe(true);
    const [someone] = (await page<TalentItem>(ctx, TALENTS)).records;
    const found = await all<TalentItem>(
      ctx,
      `${TALENTS}?keyword=${encodeURIComponent(someone!.name)}`,
    );
    expect(found.map((t) => t.id)).toContain(someone!.id);
    expect((await get(ctx.app, `${TALENTS}?talentType=4`)).msg).toBe('人才类型不正确');
    expect((await get(ctx.app, `${TALENTS}?orgId=-1`)).code).toBe(400);
  });

  it('shows a detail with masked phone and the section of their organisation; 404 otherwise', async () => {
    const [expert] = (await page<TalentItem>(ctx, `${TALENTS}?talentType=1`)).records;
    const res = await get<TalentDetail>(ctx.app, `/client/api/talent/detail?id=${expert!.id}`);
    expect(res.code).toBe(1);
    expect(res.data.telephone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect([3, 4]).toContain(res.data.orgAuthType);
    expect(res.data.related.every((t) => t.talentType === 1 && t.id !== expert!.id)).toBe(true);
    expect(await get(ctx.app, '/client/api/talent/detail?id=999999')).toMatchObject({
      code: 404,
      msg: '该人才不存在或已下架',
    });
  });
});
