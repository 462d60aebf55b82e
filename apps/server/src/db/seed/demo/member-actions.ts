import { insertAll, insertRows, type Progress, type Tx } from './batch.ts';
import { companyName, contactName, type DemoContext, mobile } from './context.ts';
import { demoMembers } from './members.ts';
import { loadSchools } from './refs.ts';
import { INSTITUTES } from './vocab/names.ts';

/** Demo members taking on needs, joining bounties and registering transfers and contracts. */

const CAPABILITIES = [
  '我单位在该领域有十余年研发积累，拥有成熟的中试条件，可在6个月内完成样机验证。',
  '团队已承担多项省部级相关课题，掌握核心工艺，可提供技术开发与现场技术服务。',
  '我方具备相关授权发明专利和工程化经验，可采用技术许可或合作开发方式对接。',
  '拟联合高校共同攻关，分阶段交付研究报告、样品和工艺包，费用可按里程碑支付。',
];

export async function seedUndertakings(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('undertakings');
  const members = await demoMembers(ctx, trx);
  const needs = await trx
    .selectFrom('needs')
    .select(['id', 'createdAt', 'techFieldId'])
    .where('status', '=', 1)
    .where('userId', 'is', null)
    .orderBy('id')
    .execute();
  const rows: { needId: number; userId: number; createdAt: number }[] = [];
  for (const need of needs) {
    for (const userId of rng.sample(
      members,
      rng.weighted([
        [0, 50],
        [1, 25],
        [2, 15],
        [3, 10],
      ] as const),
    ))
      rows.push({
        needId: need.id,
        userId,
        createdAt: Number(need.createdAt) + rng.int(1, 30) * 86_400_000,
      });
  }
  await insertRows(
    trx,
    'undertakings',
    rows.length,
    (i) => {
      const r = rows[i]!;
      const at = Math.min(r.createdAt, ctx.anchor - 3_600_000);
      return {
        ...r,
        companyName: companyName(rng, '电子信息'),
        linkman: contactName(rng),
        linkphone: mobile(rng),
        content: rng.pick(CAPABILITIES),
        status: rng.weighted([
          [0, 50],
          [1, 25],
          [2, 10],
          [3, 15],
        ] as const),
        createdAt: at,
        updatedAt: at,
      };
    },
    progress,
  );
  const counts = await trx
    .selectFrom('undertakings')
    .select(['needId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('needId')
    .execute();
  for (const c of counts)
    await trx
      .updateTable('needs')
      .set({ undertakeCount: Number(c.n) })
      .where('id', '=', c.needId)
      .execute();
}

const PLANS = [
  '提出基于自主知识产权的整体技术方案，分研发、中试、验证三个阶段实施，预计12个月完成。',
  '采用产学研联合攻关模式，依托省级重点实验室开展关键工艺研究，并在企业现场完成验证。',
  '在已有样机基础上进行性能优化和工程化改进，确保各项技术指标满足榜单要求。',
];

export async function seedParticipations(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('participations');
  const members = await demoMembers(ctx, trx);
  const today = ctx.today;
  const rewards = await trx
    .selectFrom('rewards')
    .select(['id', 'createdAt', 'deadline', 'unveilStatus'])
    .where('status', '=', 1)
    .where('userId', 'is', null)
    .orderBy('id')
    .execute();
  const rows: {
    rewardId: number;
    userId: number;
    score: number | null;
    status: number;
    createdAt: number;
  }[] = [];
  for (const r of rewards) {
    const evaluated = r.unveilStatus === 1 || r.deadline < today;
    const people = rng.sample(members, rng.int(r.unveilStatus === 1 ? 1 : 0, 6));
    const scored = people.map((userId) => ({
      userId,
      score: evaluated ? rng.int(600, 980) / 10 : null,
    }));
    const best = Math.max(...scored.map((s) => s.score ?? 0));
    for (const s of scored) {
      const at = Math.min(
        Number(r.createdAt) + rng.int(1, 20) * 86_400_000,
        ctx.anchor - 3_600_000,
      );
      const status = !evaluated ? 0 : r.unveilStatus === 1 ? (s.score === best ? 2 : 3) : 1;
      rows.push({ rewardId: r.id, userId: s.userId, score: s.score, status, createdAt: at });
    }
  }
  await insertRows(
    trx,
    'participations',
    rows.length,
    (i) => ({
      ...rows[i]!,
      companyName: rng.chance(0.3) ? rng.pick(INSTITUTES) : companyName(rng, '新材料'),
      linkman: contactName(rng),
      linkphone: mobile(rng),
      plan: rng.pick(PLANS),
      updatedAt: rows[i]!.createdAt,
    }),
    progress,
  );
  const counts = await trx
    .selectFrom('participations')
    .select(['rewardId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('rewardId')
    .execute();
  for (const c of counts)
    await trx
      .updateTable('rewards')
      .set({ participantCount: Number(c.n) })
      .where('id', '=', c.rewardId)
      .execute();
}

/** Transfer registrations over the statuses a registration passes through (ORDER_STATUSES). */
const TRANSFER_STATUSES = [1, 2, 4, 5, 6, 7, 8, 2, 4, 6, 7, 4] as const;

export async function seedTransfers(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('transferRegistrations');
  const members = await demoMembers(ctx, trx);
  const [orgs, outcomes, schools] = await Promise.all([
    trx.selectFrom('businessOrgs').select('id').orderBy('id').execute(),
    trx
      .selectFrom('outcomes')
      .select(['id', 'goodsName'])
      .where('status', '=', 1)
      .orderBy('id')
      .limit(50)
      .execute(),
    loadSchools(trx),
  ]);
  const rows = TRANSFER_STATUSES.map((status, i) => {
    const at = ctx.timeOn(rng, -rng.int(1, 120));
    const method = status === 1 ? null : [6, 7, 8].includes(status) ? 2 : rng.pick([1, 2]);
    const applicantType = rng.pick([1, 2, 3]);
    const o = outcomes.length ? rng.pick(outcomes) : null;
    return {
      userId: members[i % members.length]!,
      status,
      method,
      applicantType: method ? applicantType : null,
      applicantName: method
        ? applicantType === 1
          ? rng.pick(schools).name
          : applicantType === 2
            ? companyName(rng, '先进制造与自动化')
            : contactName(rng).slice(0, 1) + rng.pick(['明', '华', '强', '静'])
        : null,
      projectName: method && o ? o.goodsName : null,
      outcomeId: method && o ? o.id : null,
      linkman: method ? contactName(rng) : null,
      linkphone: method ? mobile(rng) : null,
      orgId: method === 2 && orgs.length ? rng.pick(orgs).id : null,
      riskAcceptedAt: at,
      reason:
        status === 5
          ? '申请材料不完整，请补充成果权属证明后重新提交'
          : status === 8
            ? '机构业务饱和，暂不承接'
            : null,
      createdAt: at,
      updatedAt: at + rng.int(1, 72) * 3_600_000,
    };
  });
  await insertAll(trx, 'transferRegistrations', rows);
}

const CONTRACT_STATUSES = [2, 2, 4, 4, 4, 5, 2, 4, 5, 4, 2, 4] as const;

export async function seedContracts(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('contractRegistrations');
  const members = await demoMembers(ctx, trx);
  const outcomes = await trx
    .selectFrom('outcomes')
    .select(['goodsName', 'orgName'])
    .where('status', '=', 1)
    .orderBy('id')
    .limit(60)
    .execute();
  const rows = CONTRACT_STATUSES.map((status, i) => {
    const o = rng.pick(outcomes);
    const type = rng.int(1, 5);
    const sign = -rng.int(5, 200);
    const at = ctx.timeOn(rng, sign + rng.int(1, 4));
    return {
      userId: members[i % members.length]!,
      contractName: `${o.goodsName}${['技术开发', '技术转让', '技术许可', '技术咨询', '技术服务'][type - 1]}合同`,
      contractNo: `${ctx.date(sign).slice(0, 4)}37${rng.digits(10)}`,
      contractType: type,
      sellerName: o.orgName,
      buyerName: companyName(rng, '电子信息'),
      amount: rng.int(5, 500) * 10_000,
      signDate: ctx.date(sign),
      startDate: ctx.date(sign),
      endDate: ctx.date(sign + rng.int(90, 720)),
      fileIds: '[]',
      remark: null,
      status,
      reason: status === 5 ? '合同标的技术内容描述不清，请补充技术指标后重新提交' : null,
      createdAt: at,
      updatedAt: at + rng.int(1, 96) * 3_600_000,
    };
  });
  await insertAll(trx, 'contractRegistrations', rows);
}
