import {
  type AdminDashboard,
  AdminPaths,
  VoucherPublicPaths as P,
  type Page,
  type VoucherArticle,
  type VoucherNoticeDetail,
  type VoucherNoticeItem,
  type VoucherOrgDetail,
  type VoucherOrgItem,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { readyOperator } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);

const voucherOrgIds = async () =>
  (
    await ctx.db
      .selectFrom('serviceOrgs')
      .select('id')
      .where('orgType', '>', 0)
      .where('status', '=', 1)
      .execute()
  ).map((r) => r.id);

describe('voucher organisations', () => {
  it('lists every voucher organisation, recommended first, with type, region and products', async () => {
    const ids = await voucherOrgIds();
    const res = await get<Page<VoucherOrgItem>>(ctx.app, `${P.orgPage}?pageNum=1&pageSize=100`);
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(ids.length);
    expect(res.data.records.map((o) => o.id).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    const first = res.data.records[0]!;
    expect(first.orgTypeName).not.toBe('');
    expect(first.regionName).not.toBe('');
    const products = await ctx.db
      .selectFrom('techServices')
      .select('id')
      .where('orgId', '=', first.id)
      .where('status', '=', 1)
      .execute();
    expect(first.productCount).toBe(products.length);
    // The counter on the home page counts the same rows.
    const count = await get<{ orgCount: number }>(ctx.app, '/client/api/innovation/count');
    expect(count.data.orgCount).toBe(res.data.total);
  });

  it('filters by organisation type and keyword, and refuses a bad type with a Chinese message', async () => {
    const byType = await get<Page<VoucherOrgItem>>(ctx.app, `${P.orgPage}?orgType=3`);
    expect(byType.data.records.length).toBeGreaterThan(0);
    expect(byType.data.records.every((o) => o.orgType === 3)).toBe(true);
    const name = byType.data.records[0]!.orgName;
    const byName = await get<Page<VoucherOrgItem>>(
      ctx.app,
      `${P.orgPage}?keyword=${encodeURIComponent(name)}`,
    );
    expect(byName.data.records.map((o) => o.orgName)).toContain(name);
    const bad = await get(ctx.app, `${P.orgPage}?orgType=abc`);
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('机构类型不正确');
  });

  it('shows one organisation with a masked phone and its products; 404 for a non-voucher unit', async () => {
    const [id] = await voucherOrgIds();
    const res = await get<VoucherOrgDetail>(ctx.app, `${P.orgDetail}?id=${id}`);
    expect(res.code).toBe(1);
    expect(res.data.telephone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(res.data.products.length).toBe(Math.min(res.data.productCount, 12));
    const hall = await ctx.db
      .selectFrom('serviceOrgs')
      .select('id')
      .where('orgType', '=', 0)
      .executeTakeFirst();
    if (hall) {
      const other = await get(ctx.app, `${P.orgDetail}?id=${hall.id}`);
      expect(other.code).toBe(404);
      expect(other.msg).toBe('该服务机构不存在或已下架');
    }
    const missing = await get(ctx.app, `${P.orgDetail}?id=999999`);
    expect(missing.code).toBe(404);
  });
});

describe('voucher notices', () => {
  it('pages the notices newest first, as the home list', async () => {
    const total = (await ctx.db.selectFrom('voucherNotices').select('id').execute()).length;
    const res = await get<Page<VoucherNoticeItem>>(ctx.app, `${P.noticePage}?pageSize=8`);
    expect(res.data.total).toBe(total);
    expect(res.data.records).toHaveLength(8);
    const home = await get<{ id: number }[]>(ctx.app, '/client/api/innovation/notification');
    expect(res.data.records.map((n) => n.id)).toEqual(home.data.map((n) => n.id));
    expect(res.data.records[0]!.summary).not.toMatch(/</);
  });

  it('gives a notice body with its neighbours, and 404 for an unknown id', async () => {
    const page = await get<Page<VoucherNoticeItem>>(ctx.app, `${P.noticePage}?pageSize=3`);
    const middle = page.data.records[1]!;
    const res = await get<VoucherNoticeDetail>(ctx.app, `${P.noticeDetail}?id=${middle.id}`);
    expect(res.data.title).toBe(middle.title);
    expect(res.data.content).toContain('<p>');
    expect(res.data.prev?.id).toBe(page.data.records[0]!.id);
    expect(res.data.next?.id).toBe(page.data.records[2]!.id);
    const missing = await get(ctx.app, `${P.noticeDetail}?id=999999`);
    expect(missing.code).toBe(404);
    expect(missing.msg).toBe('该公告不存在或已撤回');
  });
});

describe('voucher policies and operation guide', () => {
  it('lists the policy documents with their text and 文号', async () => {
    const res = await get<Page<VoucherArticle>>(ctx.app, P.policyPage);
    expect(res.data.total).toBeGreaterThan(3);
    expect(res.data.records[0]!.title).toBe('科技创新券管理办法');
    expect(res.data.records[0]!.docNo).toMatch(/〔\d{4}〕/);
    expect(res.data.records[0]!.content).toContain('创新券');
  });

  it('searches the guide by keyWord over titles and text; withdrawn articles stay hidden', async () => {
    const all = await get<Page<VoucherArticle>>(ctx.app, `${P.guidePage}?pageSize=100`);
    const hit = await get<Page<VoucherArticle>>(
      ctx.app,
      `${P.guidePage}?keyWord=${encodeURIComponent('营业执照')}`,
    );
    expect(hit.data.total).toBeGreaterThan(0);
    expect(hit.data.total).toBeLessThan(all.data.total);
    expect(hit.data.records.every((a) => `${a.title}${a.content}`.includes('营业执照'))).toBe(true);
    const none = await get<Page<VoucherArticle>>(
      ctx.app,
      `${P.guidePage}?keyWord=${encodeURIComponent('不存在的关键词')}`,
    );
    expect(none.data).toMatchObject({ total: 0, records: [] });

    const target = all.data.records[0]!;
    await ctx.db
      .updateTable('voucherArticles')
      .set({ status: 0 })
      .where('id', '=', target.id)
      .execute();
    ctx.clock.advance(60_000);
    const after = await get<Page<VoucherArticle>>(ctx.app, `${P.guidePage}?pageSize=100`);
    expect(after.data.records.map((a) => a.id)).not.toContain(target.id);
    const long = await get(ctx.app, `${P.guidePage}?keyWord=${'字'.repeat(51)}`);
    expect(long.code).toBe(400);
    expect(long.msg).toBe('关键词不能超过50个字符');
  });
});

describe('console dashboard voucher tiles', () => {
  it('counts claims and redemptions to decide and orders to act on from their rows', async () => {
    const token = await readyOperator(ctx, 'vp_audit', ['audit']);
    const res = await get<AdminDashboard>(ctx.app, AdminPaths.dashboard, { token });
    const count = async (
      table: 'voucherClaims' | 'voucherOrders' | 'voucherRedemptions',
      statuses: number[],
    ) =>
      (await ctx.db.selectFrom(table).select('id').where('status', 'in', statuses).execute())
        .length;
    expect(res.data.pendingVoucherClaims).toBe(await count('voucherClaims', [0]));
    expect(res.data.openVoucherOrders).toBe(await count('voucherOrders', [0, 1]));
    expect(res.data.pendingVoucherRedemptions).toBe(await count('voucherRedemptions', [0]));
    expect(res.data.pendingVoucherClaims).toBeGreaterThan(0);
  });
});
