import { AdminMerchantPaths, creditCodeCheckChar, MerchantPaths } from '@portal/shared';
import { expect } from 'vitest';
import { DEMO_MERCHANT_PASSWORD } from '../../src/db/seed/demo/merchant.ts';
import type { TestContext } from './app.ts';
import { passwordLogin, post, registerMember, uploadPdf } from './client.ts';

/** A credit code with its check character, from the first 17. */
export const creditCodeOf = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

/** The first second-level row of a tree of options (tech fields, service categories). */
export async function firstSubId(ctx: TestContext, tree: 'techFields' | 'serviceCategories') {
  const row = await ctx.db
    .selectFrom(tree)
    .select('id')
    .where('parentId', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

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
      techFieldIds: [await firstSubId(ctx, 'techFields')],
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

/**
 * The cast of a workspace test: owners of two approved organisations (`codes`, of kind `org`),
 * a staff member of the first and a member of none, named `${prefix}_owner_a` and so on.
 */
export async function twoOrgs(
  ctx: TestContext,
  reviewer: string,
  prefix: string,
  codes: [string, string],
  org?: { authType?: number; suffix?: string },
) {
  const ownerA = (await orgOwner(ctx, reviewer, `${prefix}_owner_a`, codes[0], org)).token;
  const ownerB = (await orgOwner(ctx, reviewer, `${prefix}_owner_b`, codes[1], org)).token;
  const staffA = (await orgStaff(ctx, ownerA, `${prefix}_staff_a`)).token;
  const plain = (await registerMember(ctx, { username: `${prefix}_plain` })).token;
  return { ownerA, ownerB, staffA, plain };
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
