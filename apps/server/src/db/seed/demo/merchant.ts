import { digestPassword } from '@portal/shared/password';
import { hashPasswordDigest } from '../../../modules/account/password.ts';
import type { Tx } from './batch.ts';
import { creditCode, type DemoContext, mobile, personName, place } from './context.ts';
import { demoMembers } from './members.ts';
import { fileMaker } from './voucher-companies.ts';

/**
 * The provider workspace's demo (issue #25), documented in the README: three organisations of
 * the service hall (a service agency, a university, an institute) with an owner each who can
 * log in at /merchant, one of them with a staff member; and 入驻 applications waiting in the
 * console's queue, with their private licences. The organisations' seeded products come with
 * their approved revisions, so the owners find them in the workspace to edit or take down.
 */
export const DEMO_MERCHANT_PASSWORD = 'org123!x';

export const DEMO_MERCHANT_ACCOUNTS = [
  { username: 'org_owner_service', telephone: '17000010001', authType: 8, role: 'owner' },
  { username: 'org_owner_school', telephone: '17000010002', authType: 3, role: 'owner' },
  { username: 'org_owner_institute', telephone: '17000010003', authType: 4, role: 'owner' },
  { username: 'org_staff_service', telephone: '17000010004', authType: 8, role: 'staff' },
] as const;

const PENDING = [
  ['烟台海岳海洋检测技术有限公司', 8, '海洋环境监测、水质与底泥检测、涉海工程环评技术服务。'],
  ['青岛蓝谷智能制造研究院', 4, '面向智能装备和工业软件的共性技术研发与成果转化平台。'],
  ['潍坊高新区科技创业服务中心', 6, '国家级科技企业孵化器，提供场地、投融资对接和创业辅导。'],
] as const;

export async function seedMerchant(ctx: DemoContext, trx: Tx): Promise<void> {
  const rng = ctx.random('merchant');
  const hash = await hashPasswordDigest(digestPassword(DEMO_MERCHANT_PASSWORD));
  const orgOf = new Map<number, number>();
  for (const account of DEMO_MERCHANT_ACCOUNTS) {
    // Owners joined with their organisation; staff later, invited by them.
    const days = account.role === 'owner' ? rng.int(90, 200) : rng.int(5, 60);
    const at = ctx.at(-days, rng.int(8 * 60, 18 * 60));
    const user = await trx
      .insertInto('users')
      .values({
        username: account.username,
        telephone: account.telephone,
        passwordHash: hash,
        passwordChangedAt: ctx.at(-1),
        accountType: 2,
        role: 'member',
        lockedUntil: null,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let orgId = orgOf.get(account.authType);
    if (orgId === undefined) {
      const org = await trx
        .selectFrom('serviceOrgs')
        .select('id')
        .where('authType', '=', account.authType)
        .where('status', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
      if (!org) continue;
      orgId = org.id;
      orgOf.set(account.authType, orgId);
    }
    await trx
      .insertInto('orgMembers')
      .values({ orgId, userId: user.id, role: account.role, invitedBy: null, createdAt: at })
      .execute();
    if (account.role === 'owner') await adoptProducts(trx, orgId, user.id);
  }

  const applicants = (await demoMembers(ctx, trx)).slice(-PENDING.length);
  const licence = await fileMaker(ctx, trx, 'demo-merchant');
  for (const [i, [orgName, authType, intro]] of PENDING.entries()) {
    const userId = applicants[i];
    if (userId === undefined) break;
    const at = ctx.at(-rng.int(0, 6), rng.int(8 * 60, 18 * 60));
    const where = place(rng);
    const field = await trx
      .selectFrom('techFields')
      .select('id')
      .where('parentId', 'is not', null)
      .orderBy('id')
      .limit(1)
      .offset(rng.int(0, 20))
      .executeTakeFirst();
    await trx
      .insertInto('orgApplications')
      .values({
        userId,
        authType,
        orgName,
        creditCode: creditCode(rng, where.districtCode),
        licenceFileId: await licence(userId, `${orgName}营业执照.pdf`, at),
        contact: personName(rng),
        telephone: mobile(rng),
        regionCode: where.districtCode,
        techFieldIds: field ? String(field.id) : '',
        intro,
        status: 0,
        reason: null,
        orgId: null,
        createdAt: at,
        updatedAt: at,
        decidedAt: null,
      })
      .execute();
  }
}

/** An approved revision (已通过) for each of the organisation's seeded products. */
async function adoptProducts(trx: Tx, orgId: number, ownerId: number): Promise<void> {
  const products = await trx
    .selectFrom('techServices')
    .selectAll()
    .where('orgId', '=', orgId)
    .orderBy('id')
    .execute();
  for (const p of products) {
    const at = Number(p.createdAt);
    await trx
      .insertInto('productRevisions')
      .values({
        productId: p.id,
        orgId,
        userId: ownerId,
        serviceName: p.serviceName,
        catId: p.catId,
        price: Number(p.price),
        priceUnit: Number(p.price) > 0 ? p.priceUnit : '',
        deliveryTerms: p.deliveryTerms,
        summary: p.summary,
        content: p.content,
        coverFileId: null,
        status: 2,
        reason: null,
        createdAt: at,
        updatedAt: at,
        submittedAt: at,
        decidedAt: at,
      })
      .execute();
  }
}
