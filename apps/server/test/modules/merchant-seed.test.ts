import {
  isValidCreditCode,
  type MerchantMe,
  MerchantPaths,
  type Page,
  type ProductRevision,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_ACCOUNTS, DEMO_MERCHANT_PASSWORD } from '../../src/db/seed/demo/merchant.ts';
import { regionName } from '../../src/modules/region/regions.ts';
import { appForFile } from '../support/app.ts';
import { get, passwordLogin } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);

describe('provider workspace demo data', () => {
  it('gives hall organisations owner accounts that log in with the documented password', async () => {
    for (const account of DEMO_MERCHANT_ACCOUNTS) {
      const login = await passwordLogin(ctx.app, account.username, DEMO_MERCHANT_PASSWORD);
      expect(login.code, account.username).toBe(1);
      const me = await get<MerchantMe>(ctx.app, MerchantPaths.me, { token: login.data.token });
      expect(me.data.org).toMatchObject({ role: account.role, authType: account.authType });
    }
  });

  it("shows the owners their organisations' seeded products as approved, on sale or off as the hall has them", async () => {
    const owner = DEMO_MERCHANT_ACCOUNTS[0];
    const login = await passwordLogin(ctx.app, owner.username, DEMO_MERCHANT_PASSWORD);
    const mine = await get<Page<ProductRevision>>(ctx.app, MerchantPaths.products, {
      token: login.data.token,
    });
    const me = await get<MerchantMe>(ctx.app, MerchantPaths.me, { token: login.data.token });
    const seeded = await ctx.db
      .selectFrom('techServices')
      .select(['id', 'status'])
      .where('orgId', '=', me.data.org!.id)
      .execute();
    expect(seeded.length).toBeGreaterThan(0);
    expect(mine.data.records.map((r) => r.productId).sort()).toEqual(
      seeded.map((p) => p.id).sort(),
    );
    const hallStatus = new Map(seeded.map((p) => [p.id, p.status]));
    for (const r of mine.data.records) {
      const saleStatusName = hallStatus.get(r.productId as number) === 1 ? '已上架' : '已下架';
      expect(r).toMatchObject({ statusName: '已通过', saleStatusName });
    }
  });

  it('leaves 入驻 applications pending in the console queue, with private licences', async () => {
    const rows = await ctx.db
      .selectFrom('orgApplications as a')
      .innerJoin('files as f', 'f.id', 'a.licenceFileId')
      .select(['a.creditCode', 'a.regionCode', 'a.status', 'a.userId', 'f.userId as owner'])
      .select('f.isPublic')
      .execute();
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.status).toBe(0);
      expect(isValidCreditCode(r.creditCode)).toBe(true);
      // The credit code's region part is the application's district.
      expect(r.creditCode.slice(2, 8)).toBe(r.regionCode);
      expect(regionName(r.regionCode)).not.toBe('');
      expect(r.owner).toBe(r.userId);
      expect(r.isPublic).toBe(0);
    }
  });
});
