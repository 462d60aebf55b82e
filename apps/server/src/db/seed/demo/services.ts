import type { PriceUnit } from '@portal/shared/enums/merchant';
import { insertAll, insertRows, type Progress, type Tx, withSafeHtml } from './batch.ts';
import { creditCode, type DemoContext, mobile, personName, placeOfName } from './context.ts';
import type { Random } from './random.ts';
import { IMG, SERVICE_CATALOGUE, SERVICE_ORGS } from './vocab/blocks.ts';

/** Service catalogue, organisations, products, talents and vouchers. */

export async function seedServiceCategories(_ctx: DemoContext, trx: Tx) {
  for (const [i, parent] of SERVICE_CATALOGUE.entries()) {
    const { id: parentId } = await trx
      .insertInto('serviceCategories')
      .values({ parentId: null, catName: parent.name, serviceType: parent.type, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('serviceCategories')
      .values(
        parent.children.map(([catName], j) => ({
          parentId,
          catName,
          serviceType: parent.type,
          sort: j + 1,
        })),
      )
      .execute();
  }
}

export async function seedServiceOrgs(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('serviceOrgs');
  const rows = SERVICE_ORGS.map(([orgName, orgType], i) => {
    const where = placeOfName(rng, orgName);
    return {
      orgName,
      orgLogo: `${IMG}/logos/org-${String(i + 1).padStart(2, '0')}.svg`,
      orgType,
      // The hall lists incubators as carriers (6) and the other voucher organisations as agencies (8).
      authType: orgType === 6 ? 6 : 8,
      regionCode: where.districtCode,
      creditCode: creditCode(rng, where.districtCode),
      contact: personName(rng),
      telephone: mobile(rng),
      intro: `${orgName}是省科技创新券登记服务机构，面向科技型中小企业提供专业化服务，累计服务企业${rng.int(80, 900)}家。`,
      content: `<p>${orgName}是省科技创新券登记服务机构。</p><p>面向科技型中小企业提供专业化服务，可使用科技创新券抵扣部分服务费用。</p>`,
      recommended: rng.chance(0.6) ? 1 : 0,
      status: 1,
      sort: i + 1,
      createdAt: ctx.timeOn(rng, -rng.int(200, 900)),
    };
  });
  await insertAll(trx, 'serviceOrgs', rows);
}

/** Which organisation types offer each category, by the category's position (1-based). */
const CATEGORY_ORG_TYPES: Readonly<Record<number, readonly number[]>> = {
  1: [4, 1],
  2: [3],
  3: [1, 6],
  4: [3],
  5: [2],
  6: [1, 4],
  7: [1],
  8: [1, 6],
  9: [5],
  10: [2, 4],
};

/**
 * The price units that fit each leaf category and the plausible price (元) per unit: testing is
 * charged per sample or item, consulting per session or hour, an event per session.
 */
export const SERVICE_PRICING: Readonly<
  Record<string, readonly (readonly [PriceUnit, number, number])[]>
> = {
  研发设计: [
    ['元/项', 5000, 80000],
    ['元/小时', 300, 800],
  ],
  检验检测: [
    ['元/样品', 200, 3000],
    ['元/项', 500, 5000],
  ],
  中试熟化: [
    ['元/项', 20000, 200000],
    ['元/天', 3000, 20000],
  ],
  仪器共享: [
    ['元/小时', 200, 1200],
    ['元/样品', 100, 800],
  ],
  知识产权: [
    ['元/件', 2000, 8000],
    ['元/项', 5000, 30000],
  ],
  技术评估: [['元/项', 5000, 50000]],
  技术经纪: [
    ['元/项', 10000, 100000],
    ['元/次', 2000, 10000],
  ],
  成果推介: [['元/次', 3000, 30000]],
  投融资对接: [
    ['元/次', 2000, 20000],
    ['元/项', 5000, 50000],
  ],
  法律咨询: [
    ['元/小时', 300, 1500],
    ['元/次', 500, 5000],
  ],
};

/** A unit that fits the category and a price for it, in whole hundreds. */
function priceFor(rng: Random, catName: string): { price: number; priceUnit: PriceUnit } {
  const [priceUnit, lo, hi] = rng.pick(SERVICE_PRICING[catName] ?? [['元/项', 1000, 20000]]);
  return { price: rng.chance(0.25) ? 0 : rng.int(lo / 100, hi / 100) * 100, priceUnit };
}

/** How long each kind of service takes to deliver, by category position (1-based). */
const DELIVERY_DAYS: Readonly<Record<number, readonly [number, number]>> = {
  1: [10, 30],
  2: [3, 15],
  3: [30, 90],
  4: [1, 5],
  5: [20, 60],
  6: [7, 20],
  7: [15, 60],
  8: [5, 20],
  9: [10, 45],
  10: [3, 10],
};

const DELIVERABLES = ['服务报告', '检测报告', '设计方案', '评估报告', '咨询意见书', '成果清单'];

/**
 * Products of every leaf category: each offered by one or two organisations of a fitting type,
 * two rounds per `--scale` step; about one in twelve is withdrawn (下架, hidden from every list).
 */
export async function seedTechServices(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('techServices');
  const cats = await trx
    .selectFrom('serviceCategories')
    .select(['id', 'catName', 'serviceType'])
    .where('parentId', 'is not', null)
    .orderBy('serviceType')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const orgs = await trx
    .selectFrom('serviceOrgs')
    .select(['id', 'orgType'])
    .orderBy('id')
    .execute();
  const names = new Map(
    SERVICE_CATALOGUE.flatMap((p) => p.children.map(([c, items]) => [c, items])),
  );
  // Two offers of each service per scale step, so a category list has a few pages.
  const rounds = 2 * Math.max(1, Math.round(ctx.scale));
  const plan = Array.from({ length: rounds }, () =>
    cats.flatMap((cat, ci) => {
      const types = CATEGORY_ORG_TYPES[ci + 1] ?? [1];
      const offering = orgs.filter((o) => types.includes(o.orgType));
      return (names.get(cat.catName) ?? []).flatMap((serviceName) =>
        rng
          .sample(offering.length ? offering : orgs, rng.int(1, 2))
          .map((org) => ({ cat, ci, serviceName, orgId: org.id })),
      );
    }),
  ).flat();
  await insertRows(
    trx,
    'techServices',
    plan.length,
    (i) => {
      const { cat, ci, serviceName, orgId } = plan[i]!;
      const [lo, hi] = DELIVERY_DAYS[ci + 1] ?? [5, 30];
      const days = rng.int(lo, hi);
      const deliverable = rng.pick(DELIVERABLES);
      const [row] = withSafeHtml([
        {
          serviceName,
          serviceImg: `${IMG}/services/cat-${ci + 1}.svg`,
          serviceType: cat.serviceType,
          catId: cat.id,
          orgId,
          ...priceFor(rng, cat.catName),
          salesCount: rng.int(0, 320),
          viewCount: rng.int(20, 1500),
          summary: `${serviceName}，专业团队一对一服务，支持科技创新券抵扣。`,
          content: `<p>${serviceName}服务由具备资质的专业团队提供，流程规范、周期明确。</p><p>服务流程：需求沟通 → 签订合同 → 实施服务 → 交付${deliverable} → 售后跟踪。</p><p>可使用科技创新券抵扣部分服务费用。</p>`,
          deliveryTerms: `签订服务合同后${days}个工作日内交付${deliverable}；交付后30日内免费答疑与修改。`,
          status: rng.chance(1 / 12) ? 0 : 1,
          sort: i + 1,
          createdAt: ctx.timeOn(rng, -rng.int(10, 400)),
        },
      ]);
      return row!;
    },
    progress,
  );
}
