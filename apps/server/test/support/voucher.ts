import {
  AdminVoucherPaths,
  creditCodeCheckChar,
  type VoucherBatchInput,
  type VoucherClaimSubmit,
} from '@portal/shared';
import { expect } from 'vitest';
import type { TestContext } from './app.ts';
import { post, registerMember, uploadPdf, userIdOf } from './client.ts';

let codeSeq = 0;
/** A fresh credit code with a correct GB 32100 check character. */
export function nextCreditCode(): string {
  codeSeq += 1;
  const first17 = `91370100MA${String(codeSeq).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

/** A member whose enterprise certification has passed (as the review would leave it). */
export async function certifiedCompany(ctx: TestContext, username: string) {
  const { token } = await registerMember(ctx, { username });
  const userId = await userIdOf(ctx, username);
  const creditCode = nextCreditCode();
  const companyName = `济南${username}科技有限公司`;
  await ctx.db
    .insertInto('certifications')
    .values({
      userId,
      authType: 2,
      realName: companyName,
      certNo: creditCode,
      materials: '[]',
      status: 2,
      reason: null,
      submittedAt: ctx.clock.now(),
      decidedAt: ctx.clock.now(),
      decidedBy: null,
    })
    .execute();
  await ctx.db
    .updateTable('users')
    .set({ authType: 2, verifyStatus: 2 })
    .where('id', '=', userId)
    .execute();
  return { token, userId, creditCode, companyName };
}

export type Company = Awaited<ReturnType<typeof certifiedCompany>>;

/** A batch as the content role creates it; `change` overrides the defaults. */
export async function createBatch(
  ctx: TestContext,
  contentToken: string,
  change: Partial<VoucherBatchInput> = {},
): Promise<number> {
  const res = await post<{ id: number }>(
    ctx.app,
    AdminVoucherPaths.batches,
    {
      name: '2026年度科技创新券（测试批）',
      year: 2026,
      totalBudget: 1_000_000,
      claimCap: 100_000,
      yearCap: 200_000,
      claimStart: '2026-11-01',
      claimEnd: '2026-12-31',
      validUntil: '2027-06-30',
      serviceTypes: [1],
      maxSharePercent: 50,
      redeemer: 1,
      ...change,
    },
    { token: contentToken },
  );
  expect(res.msg).toBe('已保存');
  return res.data.id;
}

/** The claim form of `company` for `batchId`, with its own uploaded licence. */
export async function claimForm(
  ctx: TestContext,
  company: Company,
  batchId: number,
  change: Partial<Record<keyof VoucherClaimSubmit, unknown>> = {},
) {
  return {
    batchId,
    companyName: company.companyName,
    creditCode: company.creditCode,
    legalPerson: '张伟',
    address: '山东省济南市高新区舜华路1号',
    linkman: '王经理',
    linkphone: '13805310009',
    amount: 50_000,
    purpose: '委托检验检测机构开展产品型式试验。',
    licenceFileId: await uploadPdf(ctx.app, company.token, '营业执照.pdf'),
    ...change,
  };
}

/** A service organisation with one product per given price/type, on sale. */
export async function serviceProducts(
  ctx: TestContext,
  products: { price: number; serviceType: number }[],
) {
  const now = ctx.clock.now();
  const org = await ctx.db
    .insertInto('serviceOrgs')
    .values({
      orgName: '山东省科技成果检测服务中心',
      orgLogo: '',
      orgType: 1,
      regionCode: '370102',
      creditCode: nextCreditCode(),
      contact: '李主任',
      telephone: '13805310001',
      intro: '检验检测机构',
      recommended: 1,
      status: 1,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cat = await ctx.db
    .insertInto('serviceCategories')
    .values({ parentId: null, catName: '检验检测', serviceType: 1, sort: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [i, p] of products.entries()) {
    const row = await ctx.db
      .insertInto('techServices')
      .values({
        serviceName: `检测服务${i + 1}`,
        serviceImg: '',
        serviceType: p.serviceType,
        catId: cat.id,
        orgId: org.id,
        price: p.price,
        priceUnit: '次',
        salesCount: 0,
        summary: '产品型式试验',
        content: '<p>产品型式试验</p>',
        status: 1,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return { orgId: org.id, productIds: ids };
}
