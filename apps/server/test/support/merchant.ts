import { AdminMerchantPaths, creditCodeCheckChar, MerchantPaths } from '@portal/shared';
import { expect } from 'vitest';
import { DEMO_MERCHANT_PASSWORD } from '../../src/db/seed/demo/merchant.ts';
import type { TestContext } from './app.ts';
import { passwordLogin, post, registerMember, uploadPdf } from './client.ts';

/** A credit code with its check character, from the first 17. */
export const creditCodeOf = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

/**
 * A new member who applied for an organisation (`authType`, named `${name}${suffix}`) and
 * whom `reviewer` approved: the owner of that organisation in the workspace.
 */
export async function orgOwner(
  ctx: TestContext,
  reviewer: string,
  name: string,
  creditCode: string,
  { authType = 3, suffix = '大学' }: { authType?: number; suffix?: string } = {},
) {
  const m = await registerMember(ctx, { username: name });
  const field = await ctx.db
    .selectFrom('techFields')
    .select('id')
    .where('parentId', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const applied = await post<{ id: number }>(
    ctx.app,
    MerchantPaths.onboarding,
    {
      authType,
      orgName: `${name}${suffix}`,
      creditCode,
      licenceFileId: await uploadPdf(ctx.app, m.token, '法人证书.pdf'),
      contact: '张老师',
      telephone: '13905310002',
      regionCode: '370102',
      techFieldIds: [field.id],
      intro: '省属重点单位，技术转移中心负责成果转化。',
    },
    { token: m.token },
  );
  expect(applied.code, applied.msg).toBe(1);
  const decided = await post(
    ctx.app,
    AdminMerchantPaths.orgApplicationDecide(applied.data.id),
    { approve: true },
    { token: reviewer },
  );
  expect(decided.code, decided.msg).toBe(1);
  return m;
}

/** Invites a new member as staff of `owner`'s organisation; answers the staff member. */
export async function orgStaff(ctx: TestContext, owner: string, name: string) {
  const staff = await registerMember(ctx, { username: name });
  const invited = await post(
    ctx.app,
    MerchantPaths.staffInvite,
    { telephone: staff.telephone },
    { token: owner },
  );
  expect(invited.code, invited.msg).toBe(1);
  return staff;
}

/** Signs a seeded demo merchant account in; answers its token. */
export const demoMerchantLogin = async (ctx: TestContext, username: string) =>
  (await passwordLogin(ctx.app, username, DEMO_MERCHANT_PASSWORD)).data.token;

/** The organisation of a demo account (seeded with owners and a staff member). */
export const demoOrgOf = async (ctx: TestContext, username: string) =>
  (
    await ctx.db
      .selectFrom('orgMembers as m')
      .innerJoin('users as u', 'u.id', 'm.userId')
      .select('m.orgId')
      .where('u.username', '=', username)
      .executeTakeFirstOrThrow()
  ).orgId;
