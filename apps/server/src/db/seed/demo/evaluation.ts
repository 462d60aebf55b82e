import { insertAll, type Tx } from './batch.ts';
import { contactName, type DemoContext, mobile, personName, place } from './context.ts';
import { demoMembers } from './members.ts';
import { IMG } from './vocab/blocks.ts';

/** Technology evaluation: agencies, their published reports and members' requests. */

const AGENCIES: readonly (readonly [string, string, string])[] = [
  ['山东省科技成果评价中心', '省级科技成果评价机构', '1,2,3'],
  ['齐鲁技术评估有限公司', '资产评估资质（财政部备案）', '3,4'],
  ['济南市科技咨询服务中心', '市级科技咨询机构', '1,2'],
  ['青岛海洋科技评价研究院', '省级科技成果评价机构', '1,2,3'],
  ['山东知识产权运营评估中心', '知识产权评估资质', '3,4'],
  ['黄河流域技术转移评价中心', '国家技术转移示范机构', '1,2,3,4'],
  ['烟台市生产力促进中心', '国家级示范生产力促进中心', '1,2'],
  ['潍坊工业技术研究院评价部', '省级新型研发机构', '1,2,3'],
];

const EXPERT_TITLES = ['研究员', '教授', '正高级工程师', '教授级高工', '副研究员'];
const EXPERT_UNITS = [
  '山东大学',
  '中国海洋大学',
  '山东省科学院',
  '齐鲁工业大学',
  '中国石油大学（华东）',
];

const LEVEL_WORDS = { 1: '国际领先', 2: '国际先进', 3: '国内领先', 4: '国内先进' } as const;

/** 1 科技成果评价, 2 技术成熟度评价, 3 技术价值评估, 4 知识产权评估. */
const REPORT_TITLE = {
  1: '科技成果评价报告',
  2: '技术成熟度评价报告',
  3: '技术价值评估报告',
  4: '知识产权价值评估报告',
} as const;

const REPORTS = 36;
const REQUESTS = 14;

export async function seedEvaluationAgencies(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('evaluationAgencies');
  await trx
    .insertInto('evaluationAgencies')
    .values(
      AGENCIES.map(([agencyName, qualification, types], i) => ({
        agencyName,
        logo: `${IMG}/logos/org-${String((i % 10) + 1).padStart(2, '0')}.svg`,
        qualification,
        regionCode: place(rng, 1).districtCode,
        intro: `${agencyName}是${qualification}，长期从事科技成果评价、技术成熟度评价与技术价值评估工作，建有覆盖${rng.pick(['新一代信息技术', '高端装备', '新材料', '生物医药', '海洋科技'])}等领域的评价专家库，依据《科技成果评价规范》（GB/T 44731-2024）等标准开展第三方评价。`,
        types,
        contact: contactName(rng),
        telephone: mobile(rng),
        status: 1,
        sort: i + 1,
        createdAt: ctx.at(-400 + i),
      })),
    )
    .execute();
}

export async function seedEvaluationReports(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('evaluationReports');
  const [agencies, outcomes] = await Promise.all([
    trx.selectFrom('evaluationAgencies').select(['id', 'types']).orderBy('id').execute(),
    trx
      .selectFrom('outcomes')
      .select(['id', 'goodsName', 'techFieldId', 'regionCode', 'orgName'])
      .where('status', '=', 1)
      .orderBy('id')
      .limit(REPORTS * 3)
      .execute(),
  ]);
  const chosen = rng.sample(outcomes, REPORTS);
  const rows = chosen.map((outcome, i) => {
    const agency = rng.pick(agencies);
    const evaluationType = Number(rng.pick(agency.types.split(','))) as 1 | 2 | 3 | 4;
    const level = rng.weighted([
      [1, 10],
      [2, 25],
      [3, 40],
      [4, 25],
    ] as const);
    const trl = rng.int(4, 8);
    const assessedValue = evaluationType >= 3 ? rng.pick([120, 260, 380, 500, 850, 1200, 2600]) : 0;
    const days = -rng.int(5, 500);
    const experts = Array.from(
      { length: 5 },
      () => `${personName(rng)}（${rng.pick(EXPERT_UNITS)}，${rng.pick(EXPERT_TITLES)}）`,
    ).join('；');
    const year = ctx.date(days).slice(0, 4);
    const levelWord = LEVEL_WORDS[level];
    return {
      title: `“${outcome.goodsName}”${REPORT_TITLE[evaluationType]}`,
      reportNo: `鲁科评〔${year}〕第${String(i + 1).padStart(3, '0')}号`,
      outcomeId: outcome.id,
      outcomeName: outcome.goodsName,
      holder: outcome.orgName,
      agencyId: agency.id,
      evaluationType,
      level,
      trl,
      assessedValue,
      techFieldId: outcome.techFieldId,
      regionCode: outcome.regionCode,
      evaluationDate: ctx.date(days),
      summary: `评价专家组认为，该成果技术路线合理、创新性突出，技术成熟度达到${trl}级，整体技术达到${levelWord}水平${assessedValue ? `，评估价值${assessedValue}万元` : ''}。`,
      content: `<h3>一、评价依据</h3><p>依据《科技成果评价规范》（GB/T 44731-2024）和《科学技术研究项目评价通则》（GB/T 22900），采用会议评价与现场考察相结合的方式开展评价。</p><h3>二、主要技术内容</h3><p>${outcome.goodsName}围绕关键工艺与核心部件开展研究，形成了具有自主知识产权的技术方案，已完成中试验证。</p><h3>三、评价意见</h3><p>提供的技术资料齐全、数据翔实，符合评价要求；成果创新点明确，经济与社会效益显著。技术成熟度为${trl}级（${trl >= 7 ? '已在实际环境中验证' : '已在模拟环境中验证'}）。</p><h3>四、评价结论</h3><p>该成果整体技术达到<strong>${levelWord}</strong>水平${assessedValue ? `，以${ctx.date(days)}为基准日的评估价值为${assessedValue}万元` : ''}。建议加快推广应用。</p>`,
      experts,
      requestId: null,
      status: 1,
      viewCount: rng.int(30, 900),
      createdAt: ctx.timeOn(rng, days),
    };
  });
  await insertAll(trx, 'evaluationReports', rows);
}

const PURPOSES = [
  '拟申报省科技进步奖，需要第三方科技成果评价报告。',
  '与受让企业洽谈技术许可，需对成果价值进行评估作为定价参考。',
  '计划以知识产权质押融资，银行要求提供知识产权价值评估报告。',
  '成果完成中试，希望明确技术成熟度等级，为产业化决策提供依据。',
];

export async function seedEvaluationRequests(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('evaluationRequests');
  const members = await demoMembers(ctx, trx);
  const [agencies, outcomes] = await Promise.all([
    trx.selectFrom('evaluationAgencies').select('id').orderBy('id').execute(),
    trx
      .selectFrom('outcomes')
      .select(['id', 'goodsName'])
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .limit(REQUESTS)
      .execute(),
  ]);
  const rows = outcomes.map((outcome, i) => {
    const userId = members[i % members.length]!;
    const status = rng.weighted([
      [0, 35],
      [1, 25],
      [2, 20],
      [3, 15],
      [4, 5],
    ] as const);
    const days = -rng.int(1, 90);
    const createdAt = ctx.timeOn(rng, days);
    return {
      userId,
      evaluationType: rng.int(1, 4),
      outcomeId: outcome.id,
      outcomeName: outcome.goodsName,
      agencyId: rng.chance(0.6) ? rng.pick(agencies).id : null,
      companyName: `${outcome.goodsName.slice(0, 4)}科技有限公司`,
      linkman: contactName(rng),
      linkphone: mobile(rng),
      purpose: rng.pick(PURPOSES),
      status,
      reason: status === 3 ? '申请材料中缺少成果的技术资料和检测报告，请补充后重新提交。' : null,
      openKey: status <= 1 ? `${userId}:o${outcome.id}` : null,
      createdAt,
      updatedAt: createdAt + rng.int(1, 5) * 86_400_000,
    };
  });
  if (rows.length) await insertAll(trx, 'evaluationRequests', rows);
}
