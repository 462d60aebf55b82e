import type { Tx } from './batch.ts';
import { contactName, type DemoContext, mobile } from './context.ts';
import { demoMembers } from './members.ts';

/**
 * 意向洽谈 in the demo workspaces (issue #25): each organisation with owner accounts gets
 * requests about its products from demo members over the last months — one waiting and unread,
 * one answered, one answered and closed — so its inbox, badge and statistics show real rows.
 */
const ASKS = [
  {
    days: -3,
    status: 0,
    message: '我司计划近期送检一批样品，想了解检测周期、费用和是否可以加急。',
  },
  { days: -38, status: 1, message: '请问该服务能否按我司的企业标准出具报告？需要准备哪些资料？' },
  { days: -95, status: 2, message: '想咨询服务流程和创新券抵扣比例，方便时请回电。' },
] as const;

const REPLY =
  '您好，已收到您的需求，具体周期和费用与样品数量有关，我们的工作人员会在一个工作日内与您电话联系。';

export async function seedOrgContacts(ctx: DemoContext, trx: Tx): Promise<void> {
  const rng = ctx.random('orgContacts');
  const orgs = await trx
    .selectFrom('orgMembers')
    .select('orgId')
    .distinct()
    .orderBy('orgId')
    .execute();
  const members = await demoMembers(ctx, trx);
  for (const { orgId } of orgs) {
    const products = await trx
      .selectFrom('techServices')
      .select(['id', 'serviceName'])
      .where('orgId', '=', orgId)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(ASKS.length)
      .execute();
    for (const [i, ask] of ASKS.entries()) {
      const product = products[i % Math.max(products.length, 1)];
      const userId = members[rng.int(0, members.length - 1)];
      if (!product || userId === undefined) break;
      const at = ctx.timeOn(rng, ask.days);
      const answeredAt = ask.status === 0 ? null : at + rng.int(2, 30) * 3_600_000;
      await trx
        .insertInto('contactRequests')
        .values({
          userId,
          targetType: 'service',
          targetId: product.id,
          targetTitle: product.serviceName,
          ownerId: null,
          orgId,
          message: ask.message,
          linkman: contactName(rng),
          linkphone: mobile(rng),
          status: ask.status,
          reply: answeredAt === null ? null : REPLY,
          repliedBy: answeredAt === null ? null : 'org',
          closedBy: ask.status === 2 ? 'sender' : null,
          createdAt: at,
          updatedAt: answeredAt ?? at,
          repliedAt: answeredAt,
          closedAt: ask.status === 2 ? answeredAt : null,
          orgReadAt: answeredAt,
        })
        .execute();
    }
  }
}
