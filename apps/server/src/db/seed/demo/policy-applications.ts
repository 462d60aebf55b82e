import { insertRows, type Progress, type Tx } from './batch.ts';
import { companyName, contactName, type DemoContext, mobile } from './context.ts';
import { demoMembers } from './members.ts';

/** Demo members' applications for policies that have opened, every status represented. */

const SUMMARIES = [
  '项目围绕高性能锂电池正极材料开展中试放大，已建成年产50吨示范线，拟申请资金用于工艺优化和检测平台建设。',
  '企业近三年研发投入占比超过6%，拥有发明专利12项，本次申报用于智能装备控制系统的产业化应用。',
  '联合省内高校开展生物医药关键技术攻关，已完成临床前研究，申请支持开展成果转化和技术服务。',
  '项目基于工业互联网平台实现生产过程数字化改造，预计年节约能耗15%，具备良好的推广应用前景。',
  '单位已备案为省级新型研发机构，拟围绕现代农业种业开展技术转移服务，年服务企业不少于30家。',
];

const RETURN_REASONS = [
  '申报材料不完整，请补充近三年研发费用专项审计报告后重新提交',
  '项目内容与本批次支持方向不符，请对照申报指南调整后重新申报',
  '联系人信息有误，请核实后重新提交',
];

/** Status mix: 0 待审核, 1 已受理, 2 已退回, 3 已撤回. */
const STATUS_MIX = [
  [0, 40],
  [1, 30],
  [2, 20],
  [3, 10],
] as const;

export async function seedPolicyApplications(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('policy-applications');
  const members = await demoMembers(ctx, trx);
  // Calls that have opened (start date today or earlier), newest first.
  const policies = await trx
    .selectFrom('policies')
    .select(['id', 'startDate', 'endDate'])
    .where('startDate', '<=', ctx.today)
    .orderBy('startDate', 'desc')
    .orderBy('id')
    .limit(40)
    .execute();
  const rows: { policyId: number; userId: number; startDate: string; endDate: string }[] = [];
  for (const p of policies) {
    for (const userId of rng.sample(members, rng.int(0, 3)))
      rows.push({ ...p, policyId: p.id, userId });
  }
  await insertRows(
    trx,
    'policyApplications',
    rows.length,
    (i) => {
      const r = rows[i]!;
      // Submitted between the start and the end (or today) of the call.
      const start = Math.round((Date.parse(r.startDate) - Date.parse(ctx.today)) / 86_400_000);
      const end = Math.min(
        0,
        Math.round((Date.parse(r.endDate) - Date.parse(ctx.today)) / 86_400_000),
      );
      const created = Math.min(ctx.timeOn(rng, rng.int(start, end)), ctx.anchor - 3_600_000);
      const status = rng.weighted(STATUS_MIX);
      const later = Math.min(created + rng.int(1, 72) * 3_600_000, ctx.anchor - 60_000);
      return {
        policyId: r.policyId,
        userId: r.userId,
        companyName: companyName(rng, '电子信息'),
        linkman: contactName(rng),
        linkphone: mobile(rng),
        summary: rng.pick(SUMMARIES),
        fileIds: '[]',
        status,
        reason: status === 2 ? rng.pick(RETURN_REASONS) : null,
        createdAt: created,
        updatedAt: status === 0 ? created : later,
        decidedAt: status === 1 || status === 2 ? later : null,
        withdrawnAt: status === 3 ? later : null,
      };
    },
    progress,
  );
}
