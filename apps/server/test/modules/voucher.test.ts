import type { RecommendedOrg, VoucherCounts, VoucherNotice } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_TTL_MS } from '../../src/lib/response-cache.ts';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);

describe('GET /client/api/innovation/count', () => {
  it('counts companies, redeemed yuan, organisations and products from their rows', async () => {
    const res = await get<VoucherCounts>(ctx.app, '/client/api/innovation/count');
    const vouchers = await ctx.db.selectFrom('vouchers').select('creditCode').execute();
    const paid = await ctx.db
      .selectFrom('voucherRedemptions')
      .select('amount')
      .where('status', '=', 2)
      .execute();
    expect(res.data).toEqual({
      // Companies holding an issued voucher; yuan of redemptions paid out (已兑付).
      companyCount: new Set(vouchers.map((v) => v.creditCode)).size,
      exchangeCompleteCount: paid.reduce((sum, r) => sum + Number(r.amount), 0),
      // The voucher's organisations only, not the service hall's universities and units.
      orgCount: (
        await ctx.db
          .selectFrom('serviceOrgs')
          .select('id')
          .where('orgType', '>', 0)
          .where('status', '=', 1)
          .execute()
      ).length,
      // Products on sale: withdrawn ones (status 0) are not counted.
      productCount: Number(
        (
          await ctx.db
            .selectFrom('techServices')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    expect(res.data.companyCount).toBeGreaterThan(5);
    expect(res.data.exchangeCompleteCount).toBeGreaterThan(10_000);
  });

  it('follows a redemption paid out after the cache period', async () => {
    const before = (await get<VoucherCounts>(ctx.app, '/client/api/innovation/count')).data;
    const approved = await ctx.db
      .selectFrom('voucherRedemptions')
      .select(['id', 'amount'])
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('voucherRedemptions')
      .set({ status: 2, settledAt: ctx.clock.now() })
      .where('id', '=', approved.id)
      .execute();
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    const after = (await get<VoucherCounts>(ctx.app, '/client/api/innovation/count')).data;
    expect(after.companyCount).toBe(before.companyCount);
    expect(after.exchangeCompleteCount).toBe(
      before.exchangeCompleteCount + Number(approved.amount),
    );
  });
});

describe('GET /client/api/innovation/notification', () => {
  it('gives the 8 newest notices by default', async () => {
    const res = await get<VoucherNotice[]>(ctx.app, '/client/api/innovation/notification');
    expect(res.data).toHaveLength(8);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.stringMatching(/创新券|服务机构/),
      publishDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const dates = res.data.map((n) => n.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      (await get<VoucherNotice[]>(ctx.app, '/client/api/innovation/notification?size=3')).data,
    ).toHaveLength(3);
  });
});

describe('GET /client/api/innovation/recommendOrg', () => {
  it('gives 12 organisations by default, recommended ones first', async () => {
    const res = await get<RecommendedOrg[]>(ctx.app, '/client/api/innovation/recommendOrg');
    expect(res.data).toHaveLength(12);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      orgLogo: expect.stringMatching(/^\/images\/demo\/logos\/org-\d{2}\.svg$/),
      orgName: expect.any(String),
    });
    const flags = await ctx.db.selectFrom('serviceOrgs').select(['id', 'recommended']).execute();
    const recommended = new Map(flags.map((f) => [f.id, f.recommended]));
    const order = res.data.map((o) => recommended.get(o.id)!);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('refuses a size over 50', async () => {
    expect(await get(ctx.app, '/client/api/innovation/recommendOrg?size=500')).toEqual({
      code: 400,
      msg: '数量应为1-50之间的整数',
      data: null,
    });
  });
});
