import { insertAll, type Tx } from './batch.ts';
import { contactName, type DemoContext, fill, mobile, place } from './context.ts';
import { fieldFor, resourcePlace, resourcePlaceIn } from './develop.ts';
import { EQUITY_INVESTORS, isEquityProductName, productTermRefs, productTerms } from './finance.ts';
import { loadFields, loadIds, loadSchools } from './refs.ts';
import { IMG } from './vocab/blocks.ts';
import { FIELD_APPLICATIONS } from './vocab/fields.ts';
import { INSTITUTES } from './vocab/names.ts';
import {
  BANKS,
  FINANCE_PRODUCTS,
  INSTRUMENTS,
  RESEARCH_BASES,
  RESEARCH_DATABASES,
  SAMPLE_DATABASES,
  VIEW_AUTHORS,
  VIEW_PATTERNS,
} from './vocab/resources.ts';

/** Viewpoints, finance products and the research resources of /SourceHome (fixed counts). */

const VIEWS = 40;

export async function seedViews(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('views');
  const fields = await loadFields(trx);
  const rows = Array.from({ length: VIEWS }, (_, i) => {
    const field = rng.pick(fields);
    const app = rng.pick(FIELD_APPLICATIONS[field.parent] ?? ['产业']);
    const title = fill(VIEW_PATTERNS[i % VIEW_PATTERNS.length]!, { field: field.name, app });
    const [author, source] = rng.pick(VIEW_AUTHORS);
    const days = -rng.int(0, 360);
    const summary = `${source}${author}结合${field.parent}领域近年的转化案例，分析了${field.name}成果从研发到产业化过程中的堵点，并就概念验证、中试熟化、技术经理人和金融支持等提出建议。`;
    return {
      title,
      author,
      source,
      img: `${IMG}/news/news-${(i % 6) + 1}.svg`,
      summary,
      content: `<h3>一、现状与问题</h3><p>${field.name}领域成果数量快速增长，但转化率仍有提升空间，供需信息不对称、中试环节薄弱是主要制约。</p><h3>二、对策建议</h3><p>建议完善概念验证与中试平台布局，发挥技术经理人作用，推动“揭榜挂帅”与金融工具协同，面向${app}等场景开展精准对接。</p>`,
      publishDate: ctx.date(days),
      viewCount: rng.int(50, 3000),
      createdAt: ctx.timeOn(rng, days),
    };
  });
  await insertAll(trx, 'views', rows);
}

export async function seedFinanceProducts(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('financeProducts');
  const cats = await loadIds(trx, 'financeCategories');
  const refs = await productTermRefs(trx);
  const rows = FINANCE_PRODUCTS.map(([productName, rateText, guarantyText]) => {
    const equity = isEquityProductName(productName);
    const orgName = rng.pick(equity ? EQUITY_INVESTORS : BANKS);
    const amountMax = rng.pick([100, 200, 300, 500, 1000, 2000, 3000]);
    const days = -rng.int(0, 300);
    const summary = equity
      ? `${orgName}面向科技型中小企业推出的${productName}，单个项目最高投资${amountMax}万元，投资条件${rateText}。`
      : `${orgName}面向科技型中小企业推出的${productName}，最高额度${amountMax}万元，${rateText}，担保方式：${guarantyText}。`;
    const terms = productTerms(
      rng,
      { productName, orgName, rateText, guarantyText },
      cats,
      refs.fieldIds,
      refs.regionCodes,
    );
    return {
      ...terms,
      productName,
      orgName,
      rateText,
      amountMax,
      guarantyText,
      summary,
      content: `<h3>申请条件</h3><ul><li>在省内注册的科技型中小企业或高新技术企业</li><li>信用记录良好，具备持续研发投入</li></ul><h3>办理流程</h3><p>${equity ? '线上提交申请 → 机构初审 → 尽职调查 → 投资决策 → 签署投资协议' : '线上提交申请 → 银行受理审核 → 签订合同 → 放款'}。</p>`,
      status: 1,
      publishDate: ctx.date(days),
      viewCount: rng.int(30, 2000),
      createdAt: ctx.timeOn(rng, days),
    };
  });
  await insertAll(trx, 'financeProducts', rows);
}

type ResourceTable = 'researchDatabases' | 'sampleDatabases' | 'researchBases' | 'instruments';

/** Columns every resource has, for `name` in `category`, held by an institute or a university. */
async function resourceBase(ctx: DemoContext, trx: Tx, table: ResourceTable) {
  const rng = ctx.random(table);
  const [fields, schools] = await Promise.all([loadFields(trx), loadSchools(trx)]);
  return (name: string, category: string, what: string) => {
    const field = fieldFor(rng, fields, `${name}${category}`);
    const orgName = rng.chance(0.5) ? rng.pick(schools).name : rng.pick(INSTITUTES);
    const days = -rng.int(0, 720);
    const summary = `${orgName}建设的${name}，属${category}，${what}，面向省内高校院所和企业开放共享，可通过平台预约使用。`;
    return {
      rng,
      row: {
        name,
        orgName,
        category,
        techFieldId: field.id,
        regionCode: place(rng, 1).districtCode,
        img: `${IMG}/outcomes/field-${String(field.parentIndex).padStart(2, '0')}.svg`,
        summary,
        content: `<h3>开放共享</h3><p>在开放时间内对外提供服务，使用前请通过平台提交申请或预约，经管理单位确认后安排。</p>`,
        contact: contactName(rng),
        telephone: mobile(rng),
        status: 1,
        publishDate: ctx.date(days),
        viewCount: rng.int(20, 1500),
        createdAt: ctx.timeOn(rng, days),
      },
    };
  };
}

export async function seedResearchDatabases(ctx: DemoContext, trx: Tx) {
  const make = await resourceBase(ctx, trx, 'researchDatabases');
  const rows = RESEARCH_DATABASES.map(([name, category]) => {
    const { rng, row } = make(name, category, '收录长期观测与试验数据');
    return { ...row, recordCount: rng.int(5, 900) * 1000 };
  });
  await insertAll(trx, 'researchDatabases', rows);
}

export async function seedSampleDatabases(ctx: DemoContext, trx: Tx) {
  const make = await resourceBase(ctx, trx, 'sampleDatabases');
  const rows = SAMPLE_DATABASES.map(([name, category]) => {
    const { rng, row } = make(name, category, '样本采集、存储和信息管理符合伦理与质量规范');
    return { ...row, sampleCount: rng.int(2, 300) * 1000 };
  });
  await insertAll(trx, 'sampleDatabases', rows);
}

export async function seedResearchBases(ctx: DemoContext, trx: Tx) {
  const make = await resourceBase(ctx, trx, 'researchBases');
  const rows = RESEARCH_BASES.map(([name, category]) => {
    const { rng, row } = make(name, category, '拥有稳定的研究团队和完善的科研条件');
    return { ...row, ...resourcePlace(rng) };
  });
  await insertAll(trx, 'researchBases', rows);
}

export async function seedInstruments(ctx: DemoContext, trx: Tx) {
  const make = await resourceBase(ctx, trx, 'instruments');
  const rows = INSTRUMENTS.map(([name, model, manufacturer, category]) => {
    const { rng, row } = make(name, category, `型号${model}，${manufacturer}制造`);
    return {
      ...row,
      ...resourcePlace(rng),
      model,
      manufacturer,
      feeText: rng.pick(['200元/小时', '300元/样', '500元/机时', '800元/样', '面议']),
    };
  });
  await insertAll(trx, 'instruments', rows);
  await linkWorkspaceInstruments(ctx, trx);
}

/**
 * Each demo organisation with workspace accounts (seeded before) manages three instruments:
 * their managing unit, in the column and in the summary, becomes its name, and they stand in
 * its district, so its 仪器预约 page has bookings to decide and the public pages name the same
 * unit in the same place.
 */
async function linkWorkspaceInstruments(ctx: DemoContext, trx: Tx): Promise<void> {
  const rng = ctx.random('workspaceInstruments');
  const orgs = await trx
    .selectFrom('serviceOrgs as o')
    .select(['o.id', 'o.orgName', 'o.regionCode'])
    .where((eb) =>
      eb.exists(eb.selectFrom('orgMembers as m').select('m.id').whereRef('m.orgId', '=', 'o.id')),
    )
    .orderBy('o.id')
    .execute();
  const instruments = await trx
    .selectFrom('instruments')
    .select(['id', 'orgName', 'summary'])
    .orderBy('id')
    .execute();
  for (const [i, org] of orgs.entries()) {
    for (const r of instruments.slice(i * 3, i * 3 + 3)) {
      await trx
        .updateTable('instruments')
        .set({
          orgId: org.id,
          orgName: org.orgName,
          ...resourcePlaceIn(rng, org.regionCode),
          summary: r.summary.replaceAll(r.orgName, org.orgName),
        })
        .where('id', '=', r.id)
        .execute();
    }
  }
}
