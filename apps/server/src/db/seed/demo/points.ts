import { MEMBER_LEVELS, POINT_RULES, type PointRule } from '@portal/shared';
import type { Insertable } from 'kysely';
import { formatDate } from '../../../lib/time.ts';
import type { Database } from '../../types.ts';
import { insertAll, type Progress, type Tx } from './batch.ts';
import type { DemoContext } from './context.ts';
import { demoMembers } from './members.ts';

const YEAR_MS = 365 * 86_400_000;

/**
 * 积分记录 of the demo members: the points the demo data's own decisions earned (needs
 * published, registrations accepted) in the words `awardPoints` writes, and logins of the last
 * days. Written through the same unique key, so an event appears once.
 */
export async function seedPoints(ctx: DemoContext, trx: Tx, _progress?: Progress) {
  const rng = ctx.random('pointEntries');
  const rows: Insertable<Database['pointEntries']>[] = [];
  const add = (userId: number, rule: PointRule, ref: string, note: string, at: number) =>
    rows.push({
      userId,
      rule,
      refKey: POINT_RULES[rule].once ? '-' : ref,
      points: POINT_RULES[rule].points,
      note,
      createdAt: at,
    });

  const needs = await trx
    .selectFrom('needs')
    .select(['id', 'userId', 'goodsName', 'updatedAt'])
    .where('userId', 'is not', null)
    .where('status', '=', 1)
    .orderBy('updatedAt')
    .orderBy('id')
    .execute();
  const firsts = new Set<number>();
  for (const need of needs) {
    const note = `需求「${need.goodsName}」审核通过`;
    add(need.userId!, 'needPublished', String(need.id), note, Number(need.updatedAt));
    if (!firsts.has(need.userId!)) {
      firsts.add(need.userId!);
      add(need.userId!, 'firstNeed', '-', note, Number(need.updatedAt));
    }
  }
  const transfers = await trx
    .selectFrom('transferRegistrations')
    .select(['id', 'userId', 'projectName', 'updatedAt'])
    .where('status', '=', 4)
    .execute();
  for (const t of transfers) {
    const note = `成果转化登记${t.projectName ? `「${t.projectName}」` : ''}已受理`;
    add(t.userId, 'registrationAccepted', `transfer:${t.id}`, note, Number(t.updatedAt));
  }
  const contracts = await trx
    .selectFrom('contractRegistrations')
    .select(['id', 'userId', 'contractName', 'updatedAt'])
    .where('status', '=', 4)
    .execute();
  for (const c of contracts) {
    add(
      c.userId,
      'registrationAccepted',
      `contract:${c.id}`,
      `合同登记「${c.contractName}」已受理`,
      Number(c.updatedAt),
    );
  }
  for (const userId of await demoMembers(ctx, trx)) {
    for (let day = -14; day <= -1; day++) {
      if (!rng.chance(0.4)) continue;
      const at = ctx.at(day, rng.int(8 * 60, 22 * 60));
      add(userId, 'dailyLogin', formatDate(at), `${formatDate(at)} 登录`, at);
    }
  }
  if (rows.length > 0) await insertAll(trx, 'pointEntries', rows);
}

/** 会员购买记录: a few demo members hold a paid level; one has an order 待支付, one cancelled. */
export async function seedLevelPurchases(ctx: DemoContext, trx: Tx, _progress?: Progress) {
  const members = await demoMembers(ctx, trx);
  const plans: { level: 1 | 2 | 3; years: number; status: number; days: number }[] = [
    { level: 2, years: 1, status: 1, days: -120 },
    { level: 1, years: 2, status: 1, days: -300 },
    { level: 3, years: 1, status: 1, days: -30 },
    { level: 2, years: 1, status: 0, days: -2 },
    { level: 1, years: 1, status: 2, days: -45 },
    { level: 1, years: 1, status: 1, days: -420 },
  ];
  const rows: Insertable<Database['levelPurchases']>[] = plans.flatMap((plan, i) => {
    const userId = members[i];
    if (userId === undefined) return [];
    const createdAt = ctx.at(plan.days, 10 * 60 + i * 7);
    const paid = plan.status === 1;
    return [
      {
        userId,
        level: plan.level,
        years: plan.years,
        amount: (MEMBER_LEVELS[plan.level].priceYuan * plan.years).toFixed(2),
        status: plan.status,
        createdAt,
        updatedAt: createdAt + 3_600_000,
        paidAt: paid ? createdAt + 3_600_000 : null,
        validFrom: paid ? createdAt + 3_600_000 : null,
        validUntil: paid ? createdAt + 3_600_000 + plan.years * YEAR_MS : null,
      },
    ];
  });
  if (rows.length > 0) await insertAll(trx, 'levelPurchases', rows);
}
