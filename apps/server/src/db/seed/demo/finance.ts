import { isEquityFinance } from '@portal/shared/enums/finance-product';
import { insertRows, type Tx } from './batch.ts';
import { companyName, contactName, type DemoContext, homeCities, mobile } from './context.ts';
import { demoMembers } from './members.ts';
import type { Random } from './random.ts';
import { loadFields } from './refs.ts';
import { FINANCE_CATEGORIES } from './vocab/blocks.ts';

/**
 * Finance section demo data (issue 12): the terms of each finance product (rate and amount
 * ranges, term, guaranty type, eligible field and region, conditions, documents, provider),
 * members' applications for products, financing needs (most published) and institutions'
 * undertakings of them. Every status appears.
 */

/** Category (position in FINANCE_CATEGORIES) of each product of FINANCE_PRODUCTS, by keyword. */
const CATEGORY_BY_KEYWORD: readonly (readonly [RegExp, number])[] = [
  [/租赁/, 5],
  [/担保/, 4],
  [/股权|基金/, 3],
  [/保险/, 2],
  [/质押|订单/, 1],
];

/** The position in FINANCE_CATEGORIES of a product, by its name (科技信贷 when none fits). */
export function financeCategoryIndex(productName: string): number {
  return CATEGORY_BY_KEYWORD.find(([re]) => re.test(productName))?.[1] ?? 0;
}

/** Whether a product of FINANCE_PRODUCTS is an equity product: no rate, no loan term. */
export function isEquityProductName(productName: string): boolean {
  return isEquityFinance(FINANCE_CATEGORIES[financeCategoryIndex(productName)]?.[0] ?? '');
}

/** Who offers equity products: funds and venture investors, not banks. */
export const EQUITY_INVESTORS: readonly string[] = [
  '齐鲁科创投资基金',
  '泉城天使投资合伙企业',
  '省高新技术创业投资有限公司',
];

/** guaranty_type optValue (信用 1, 抵押 2, 质押 3, 保证 4, 知识产权质押 5) of a guaranty text. */
function guarantyValue(text: string): number {
  if (text.includes('知识产权')) return 5;
  if (text.includes('质押')) return 3;
  if (text.includes('抵押')) return 2;
  if (/保证|担保|保险/.test(text)) return 4;
  return 1;
}

const DOCUMENTS = [
  '营业执照副本复印件',
  '法定代表人身份证明',
  '近两年财务报表及最近一期报表',
  '高新技术企业或科技型中小企业证明',
  '知识产权证书及评估报告',
  '近半年银行流水',
  '研发项目说明及预算',
  '购销合同或订单',
];

const ORG_INTROS: Record<string, string> = {
  银行: '持牌商业银行分支机构，设立科技金融专营团队，为科技型企业提供信贷、结算和投贷联动等综合金融服务。',
  担保: '政府出资的政策性融资担保机构，为科技型中小企业提供贷款担保和增信服务，担保费率不高于1%。',
  default: '省内持牌金融机构，长期服务科技型企业，提供融资方案设计与政策对接。',
};

/** The new columns of a finance product (20261124_08_finance). */
export function productTerms(
  rng: Random,
  product: { productName: string; orgName: string; rateText: string; guarantyText: string },
  cats: readonly number[],
  fieldIds: readonly number[],
  regionCodes: readonly string[],
) {
  const catIndex = financeCategoryIndex(product.productName);
  const equity = isEquityProductName(product.productName);
  const rated = equity ? null : product.rateText.match(/(\d+(?:\.\d+)?)%/);
  const rateMin = rated ? Number(rated[1]) : null;
  const amountMin = rng.pick([10, 20, 50, 100]);
  // An investor takes a share instead of lending: no loan term.
  const termMonths = equity ? 0 : rng.pick([12, 24, 36, 60]);
  const intro = product.orgName.includes('银行')
    ? ORG_INTROS.银行!
    : product.orgName.includes('担保')
      ? ORG_INTROS.担保!
      : ORG_INTROS.default!;
  return {
    catId: cats[catIndex] ?? cats[0]!,
    rateMin,
    rateMax: rateMin === null ? null : Math.round((rateMin + rng.int(15, 30) / 10) * 100) / 100,
    amountMin,
    termMonths,
    termText: equity ? '' : termMonths === 12 ? '1年' : `最长${termMonths / 12}年`,
    guarantyType: guarantyValue(product.guarantyText),
    techFieldId: rng.chance(0.5) ? rng.pick(fieldIds) : null,
    regionCode: rng.chance(0.4) ? rng.pick(regionCodes) : '',
    conditions: `<ul><li>在省内依法注册、经营一年以上的科技型中小企业或高新技术企业</li><li>企业及实际控制人信用记录良好，无不良征信</li><li>近一年研发投入不低于营业收入的${rng.int(3, 6)}%</li></ul>`,
    documents: JSON.stringify(rng.sample(DOCUMENTS, rng.int(3, 6))),
    orgIntro: intro,
    orgPhone: `0531-${rng.digits(8)}`,
  };
}

/** The eligible fields and regions (cities of the demo province) a product may name. */
export async function productTermRefs(trx: Tx) {
  const fields = await loadFields(trx);
  return {
    fieldIds: fields.map((f) => f.id),
    regionCodes: homeCities().map((c) => c.cityCode),
  };
}

const USES = [
  '用于新产品中试线建设和检测设备购置',
  '补充研发投入及原材料采购流动资金',
  '支付技术成果转让费和产业化配套投入',
  '扩大生产规模，新建一条自动化生产线',
];
const DECLINE_REASONS = [
  '企业成立时间不足一年，暂不符合本产品准入条件',
  '申请金额超出企业当前授信评估额度，建议调整后重新申请',
  '所需材料不完整，请补充近两年财务报表后重新申请',
];
const PROJECTS = [
  '新一代高镍三元正极材料产业化项目，已完成中试，拟扩建年产2000吨生产线',
  '面向中小制造企业的工业互联网平台，已服务客户120家，计划拓展省外市场',
  '植物源生物农药创制及产业化，已取得农药登记证，需资金建设制剂车间',
  '高精度光纤传感器研发，产品已通过用户验证，拟引入战略投资扩大产能',
  '智慧养老服务机器人项目，已完成样机与小批量试产，寻求A轮融资',
  '氢燃料电池双极板精密成型技术，拥有发明专利8项，寻求股权融资与银行贷款组合',
];
const ORGS = [...EQUITY_INVESTORS, '省科技融资担保有限公司', '中国银行省分行科技金融部'];

/** Applications for products: 0 待受理, 1 已受理, 2 已拒绝, 3 已撤回. */
const APPLY_MIX = [
  [0, 40],
  [1, 30],
  [2, 20],
  [3, 10],
] as const;

export async function seedFinanceProductApplications(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('finance-product-applications');
  const members = await demoMembers(ctx, trx);
  const products = await trx
    .selectFrom('financeProducts')
    .select(['id', 'amountMin', 'amountMax', 'guarantyType'])
    .orderBy('id')
    .execute();
  const rows: { product: (typeof products)[number]; userId: number }[] = [];
  for (const product of products) {
    for (const userId of rng.sample(members, rng.int(0, 4))) rows.push({ product, userId });
  }
  await insertRows(trx, 'financeProductApplications', rows.length, (i) => {
    const { product, userId } = rows[i]!;
    const status = rng.weighted(APPLY_MIX);
    const created = Math.min(ctx.timeOn(rng, -rng.int(0, 90)), ctx.anchor - 3_600_000);
    const later = Math.min(created + rng.int(1, 72) * 3_600_000, ctx.anchor - 60_000);
    return {
      productId: product.id,
      userId,
      companyName: companyName(rng, '先进制造'),
      applyMoney: rng.int(product.amountMin || 10, Math.max(product.amountMin, product.amountMax)),
      moneyUse: rng.pick(USES),
      guarantyType: product.guarantyType,
      linkName: contactName(rng),
      linkPhone: mobile(rng),
      status,
      reason: status === 2 ? rng.pick(DECLINE_REASONS) : null,
      createdAt: created,
      updatedAt: status === 0 ? created : later,
      decidedAt: status === 1 || status === 2 ? later : null,
      withdrawnAt: status === 3 ? later : null,
    };
  });
}

const FINANCING_NEEDS = 24;

/** Financing needs of members, three in four published, with some undertakings. */
export async function seedFinancingDemands(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('financing-demands');
  const members = await demoMembers(ctx, trx);
  await insertRows(trx, 'financingDemands', FINANCING_NEEDS, (i) => {
    const created = Math.min(ctx.timeOn(rng, -rng.int(1, 120)), ctx.anchor - 7_200_000);
    const published = i % 4 !== 3;
    return {
      userId: rng.pick(members),
      companyName: companyName(rng, '新材料'),
      applyMoney: rng.pick([200, 300, 500, 800, 1000, 1500, 2000, 3000]),
      projectDesc: PROJECTS[i % PROJECTS.length]!,
      stockPercent: rng.chance(0.6) ? rng.int(5, 20) : null,
      linkPhone: mobile(rng),
      status: rng.int(0, 3),
      createdAt: created,
      publishStatus: published ? 1 : 0,
      publishedAt: published ? Math.min(created + 86_400_000, ctx.anchor - 3_600_000) : null,
    };
  });
  const needs = await trx
    .selectFrom('financingDemands')
    .select(['id', 'userId', 'publishedAt'])
    .where('publishStatus', '=', 1)
    .orderBy('id')
    .execute();
  const takes: { financingId: number; userId: number; after: number }[] = [];
  for (const need of needs) {
    const others = members.filter((m) => m !== need.userId);
    for (const userId of rng.sample(others, rng.int(0, 3))) {
      takes.push({ financingId: need.id, userId, after: need.publishedAt! });
    }
  }
  await insertRows(trx, 'financingUndertakings', takes.length, (i) => {
    const t = takes[i]!;
    return {
      financingId: t.financingId,
      userId: t.userId,
      orgName: rng.pick(ORGS),
      linkName: contactName(rng),
      linkPhone: mobile(rng),
      remark: rng.chance(0.5) ? '可提供股权投资与银行贷款组合方案，欢迎进一步沟通' : null,
      createdAt: Math.min(t.after + rng.int(1, 240) * 3_600_000, ctx.anchor - 60_000),
    };
  });
}
