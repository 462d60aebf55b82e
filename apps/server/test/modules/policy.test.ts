import type {
  PolicyDept,
  PolicyDetail,
  PolicyDocDetail,
  PolicyDocItem,
  PolicyListItem,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all, page } from '../support/market.ts';

const DAY = 86_400_000;
/** TEST_START is 2026-11-21 noon in Shanghai. */
const TODAY = '2026-11-21';

const ctx = appForFile(createSeededApp);
let token: string;
beforeAll(async () => {
  token = (await registerMember(ctx, { username: 'policy_reader' })).token;
});

const statusOn = (p: { startDate: string; endDate: string }, today: string) =>
  today < p.startDate ? 0 : today > p.endDate ? 2 : 1;

async function addPolicy(change: { startDate: string; endDate: string; policyName: string }) {
  const row = await ctx.db
    .insertInto('policies')
    .values({
      deptName: '省科学技术厅',
      policyLevel: 2,
      regionCode: '37',
      summary: '测试政策摘要',
      content: '<p>测试政策正文</p>',
      publishDate: '2026-11-01',
      viewCount: 0,
      createdAt: ctx.clock.now(),
      ...change,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('policy overview (/Recommendation)', () => {
  it('pages the policies, newest first, with derived status and deadline days', async () => {
    const first = await page<PolicyListItem>(ctx, '/client/api/policy/page?pageSize=12');
    expect(first.total).toBe(80);
    expect(first.records).toHaveLength(12);
    const dates = first.records.map((r) => r.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of first.records) {
      expect(r.applyStatus).toBe(statusOn(r, TODAY));
      expect(r.isCollect).toBe(false);
    }
    const open = first.records.find((r) => r.applyStatus === 1);
    if (open) expect(open.deadlineDays).toBe((Date.parse(open.endDate) - Date.parse(TODAY)) / DAY);
  });

  it('filters by level, department, field, apply status and keyword', async () => {
    const national = await all<PolicyListItem>(ctx, '/client/api/policy/page?policyLevel=1');
    expect(national.length).toBeGreaterThan(0);
    expect(national.every((r) => r.policyLevel === 1 && r.regionName === '全国')).toBe(true);

    const depts = (await get<PolicyDept[]>(ctx.app, '/client/api/policy/depts')).data;
    expect(depts[0]!.policyLevel).toBe(1);
    const dept = depts.find((d) => d.deptName === '省科学技术厅')!;
    const byDept = await all<PolicyListItem>(
      ctx,
      `/client/api/policy/page?deptName=${encodeURIComponent(dept.deptName)}`,
    );
    expect(byDept).toHaveLength(dept.policyCount);
    expect(byDept.every((r) => r.deptName === '省科学技术厅')).toBe(true);

    const everything = await all<PolicyListItem>(ctx, '/client/api/policy/page');
    const withField = everything.find((r) => r.techFieldId !== null)!;
    expect(withField.techArea).toBeTruthy();
    const byField = await all<PolicyListItem>(
      ctx,
      `/client/api/policy/page?fieldId=${withField.techFieldId}`,
    );
    expect(byField.map((r) => r.id)).toContain(withField.id);
    expect(byField.every((r) => r.techFieldId === withField.techFieldId)).toBe(true);

    for (const status of [0, 1, 2] as const) {
      const rows = await all<PolicyListItem>(ctx, `/client/api/policy/page?applyStatus=${status}`);
      expect(rows.length).toBe(everything.filter((r) => statusOn(r, TODAY) === status).length);
      expect(rows.every((r) => r.applyStatus === status)).toBe(true);
    }

    const word = everything[0]!.policyName.slice(-8);
    const found = await all<PolicyListItem>(
      ctx,
      `/client/api/policy/page?keyword=${encodeURIComponent(word)}`,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.policyName.includes(word) || r.summary.includes(word))).toBe(true);
  });

  it('sorts by deadline: open and upcoming first, the soonest end first, then ended ones', async () => {
    const rows = await all<PolicyListItem>(ctx, '/client/api/policy/page?sort=deadline');
    const live = rows.filter((r) => r.endDate >= TODAY);
    expect(rows.slice(0, live.length)).toEqual(live);
    const ends = live.map((r) => r.endDate);
    expect([...ends].sort()).toEqual(ends);
    const ended = rows.slice(live.length).map((r) => r.endDate);
    expect([...ended].sort().reverse()).toEqual(ended);
  });

  it('refuses bad filters with a Chinese message', async () => {
    expect((await get(ctx.app, '/client/api/policy/page?policyLevel=9')).msg).toBe(
      '政策级别不正确',
    );
    expect((await get(ctx.app, '/client/api/policy/page?applyStatus=3')).msg).toBe(
      '申报状态不正确',
    );
    expect((await get(ctx.app, '/client/api/policy/page?sort=price')).msg).toBe('排序方式不正确');
  });

  it('derives the status around the deadline day from the clock', async () => {
    const closing = await addPolicy({
      policyName: '今日截止的测试政策',
      startDate: '2026-11-01',
      endDate: TODAY,
    });
    const opening = await addPolicy({
      policyName: '明日开始的测试政策',
      startDate: '2026-11-22',
      endDate: '2026-12-31',
    });
    const find = async (status: number, id: number) =>
      (await all<PolicyListItem>(ctx, `/client/api/policy/page?applyStatus=${status}`, token)).find(
        (r) => r.id === id,
      );
    expect(await find(1, closing)).toMatchObject({ applyStatus: 1, deadlineDays: 0 });
    expect(await find(0, opening)).toMatchObject({ applyStatus: 0, deadlineDays: 40 });
    ctx.clock.advance(DAY);
    try {
      expect(await find(1, closing)).toBeUndefined();
      expect(await find(2, closing)).toMatchObject({ applyStatus: 2, deadlineDays: 0 });
      expect(await find(1, opening)).toMatchObject({ applyStatus: 1, deadlineDays: 39 });
    } finally {
      ctx.clock.advance(-DAY);
    }
  });
});

describe('policy detail (/PolicyDetail)', () => {
  it('shows the policy, its documents, related policies, views and isCollect', async () => {
    const linked = await ctx.db
      .selectFrom('policyDocuments')
      .select('policyId')
      .where('policyId', 'is not', null)
      .executeTakeFirstOrThrow();
    const id = linked.policyId!;
    const first = await get<PolicyDetail>(ctx.app, `/client/api/policy/detail?id=${id}`, {
      token,
    });
    expect(first.code).toBe(1);
    expect(first.data.content).toContain('<h3>');
    expect(first.data.documents.length).toBeGreaterThan(0);
    expect(first.data.related.length).toBeGreaterThan(0);
    expect(first.data.related.every((r) => r.id !== id)).toBe(true);
    expect(first.data.myApplication).toBeNull();
    expect(first.data.isCollect).toBe(false);

    // One viewer counts once a day; another viewer counts again.
    const again = await get<PolicyDetail>(ctx.app, `/client/api/policy/detail?id=${id}`, {
      token,
    });
    expect(again.data.viewCount).toBe(first.data.viewCount);
    const guest = await get<PolicyDetail>(ctx.app, `/client/api/policy/detail?id=${id}`);
    expect(guest.data.viewCount).toBe(first.data.viewCount + 1);

    expect((await post(ctx.app, '/client/mine/collect/policy', { id }, { token })).msg).toBe(
      '收藏成功',
    );
    const collected = await get<PolicyDetail>(ctx.app, `/client/api/policy/detail?id=${id}`, {
      token,
    });
    expect(collected.data).toMatchObject({ isCollect: true, collectCount: 1 });
    const listed = await all<PolicyListItem>(ctx, '/client/api/policy/page', token);
    expect(listed.find((r) => r.id === id)?.isCollect).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    expect(await get(ctx.app, '/client/api/policy/detail?id=999999')).toMatchObject({
      code: 404,
      msg: '该政策不存在或已下架',
    });
  });
});

describe('policy documents (/Policydocument)', () => {
  it('lists documents with filters and keyword, and reads one in full', async () => {
    const docs = await all<PolicyDocItem>(ctx, '/client/api/policy/document/page');
    expect(docs).toHaveLength(40);
    expect(new Set(docs.map((d) => d.category))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(docs.map((d) => d.docStatus)).size).toBeGreaterThan(1);
    const laws = await all<PolicyDocItem>(ctx, '/client/api/policy/document/page?category=1');
    expect(laws.length).toBe(docs.filter((d) => d.category === 1).length);
    const numbered = docs.find((d) => d.category === 2 && d.docNo.includes('〔'))!;
    const byNo = await all<PolicyDocItem>(
      ctx,
      `/client/api/policy/document/page?keyword=${encodeURIComponent(numbered.docNo)}`,
    );
    expect(byNo.map((d) => d.id)).toContain(numbered.id);
    const repealed = await all<PolicyDocItem>(ctx, '/client/api/policy/document/page?docStatus=3');
    expect(repealed.every((d) => d.docStatus === 3)).toBe(true);
    const byIssuer = await all<PolicyDocItem>(
      ctx,
      `/client/api/policy/document/page?issuer=${encodeURIComponent(numbered.issuer)}`,
    );
    expect(byIssuer.every((d) => d.issuer === numbered.issuer)).toBe(true);

    const detail = await get<PolicyDocDetail>(
      ctx.app,
      `/client/api/policy/document/detail?id=${numbered.id}`,
    );
    expect(detail.data).toMatchObject({ id: numbered.id, docNo: numbered.docNo });
    expect(detail.data.content).toContain('第一条');
    expect(await get(ctx.app, '/client/api/policy/document/detail?id=999999')).toMatchObject({
      code: 404,
      msg: '该政策文件不存在',
    });
    expect((await get(ctx.app, '/client/api/policy/document/page?category=7')).msg).toBe(
      '文件类别不正确',
    );
  });
});
