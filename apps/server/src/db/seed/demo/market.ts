import { insertRows, type Progress, type Tx, titleColumn } from './batch.ts';
import {
  companyName,
  contactName,
  type DemoContext,
  mobile,
  personName,
  place,
  placeOfName,
} from './context.ts';
import { loadDict, loadFields, loadSchools, loadTradedOutcomes } from './refs.ts';
import {
  coreOf,
  demandTexts,
  keywords,
  outcomeTexts,
  outcomeTitle,
  rewardTitle,
} from './titles.ts';
import { IMG } from './vocab/blocks.ts';
import { INSTITUTES } from './vocab/names.ts';

/** Technology market: outcomes, bounties and deal announcements (×scale). */

export const BASE_COUNTS = {
  outcomes: 300,
  needs: 200,
  rewards: 60,
  deals: 80,
  activities: 40,
  news: 120,
  policies: 80,
  auctions: 30,
} as const;

/** How many important projects (featured outcomes) the first rows provide. */
const FEATURED = 12;

export async function seedOutcomes(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('outcomes');
  const [fields, schools, maturity, cooperation] = await Promise.all([
    loadFields(trx),
    loadSchools(trx),
    loadDict(trx, 'maturity'),
    loadDict(trx, 'cooperation_type'),
  ]);
  const total = BASE_COUNTS.outcomes * ctx.scale;
  await insertRows(
    trx,
    'outcomes',
    total,
    (i) => {
      const field = rng.pick(fields);
      const core = coreOf(rng, field);
      const goodsName = outcomeTitle(rng, field, core);
      const ownerType = rng.weighted([
        [1, 45],
        [2, 20],
        [3, 30],
        [4, 5],
      ] as const);
      const school = ownerType === 1 ? rng.pick(schools) : null;
      const anywhere = place(rng);
      const orgName =
        school?.name ??
        (ownerType === 2
          ? rng.pick(INSTITUTES)
          : ownerType === 3
            ? companyName(rng, field.parent, anywhere)
            : personName(rng));
      // A university or institute is where its name says (临沂大学 in 临沂), not anywhere.
      const at = ownerType === 1 || ownerType === 2 ? placeOfName(rng, orgName) : anywhere;
      const featured = i < FEATURED;
      const status = featured
        ? 1
        : rng.weighted([
            [1, 88],
            [0, 5],
            [2, 4],
            [3, 3],
          ] as const);
      const m = rng.pick(maturity);
      const c = rng.pick(cooperation);
      const days = featured ? -rng.int(0, 60) : -rng.int(0, 540);
      const createdAt = ctx.timeOn(rng, days);
      const texts = outcomeTexts(rng, {
        title: goodsName,
        field,
        org: orgName,
        maturity: m.name,
        cooperation: c.name,
      });
      return {
        userId: null,
        goodsName,
        techFieldId: field.id,
        regionCode: at.districtCode,
        maturity: m.value,
        cooperationType: c.value,
        price: rng.chance(0.3) ? 0 : rng.int(5, 800) * 10_000,
        tradeStatus: rng.chance(0.25) ? 1 : 0,
        ownerType,
        orgName,
        schoolId: school?.id ?? null,
        linkman: contactName(rng),
        linkphone: mobile(rng),
        coverImg: `${IMG}/outcomes/field-${String(field.parentIndex).padStart(2, '0')}.svg`,
        keywords: keywords(field, core),
        summary: texts.summary,
        detail: texts.detail,
        featured: featured ? 1 : 0,
        status,
        publishDate: ctx.date(days),
        viewCount: rng.int(20, 5000),
        createdAt,
        updatedAt: createdAt,
      };
    },
    progress,
    titleColumn('goodsName'),
  );
}

export async function seedRewards(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('rewards');
  const fields = await loadFields(trx);
  const total = BASE_COUNTS.rewards * ctx.scale;
  await insertRows(
    trx,
    'rewards',
    total,
    () => {
      const field = rng.pick(fields);
      const rewardName = rewardTitle(rng, field);
      const at = place(rng);
      const publisher = companyName(rng, field.parent, at);
      const days = -rng.int(0, 300);
      const createdAt = ctx.timeOn(rng, days);
      const texts = demandTexts(rng, { title: rewardName, field, company: publisher });
      return {
        userId: null,
        rewardName,
        amount: rng.int(20, 1000) * 10_000,
        techFieldId: field.id,
        regionCode: at.districtCode,
        deadline: ctx.date(days + rng.int(30, 240)),
        unveilStatus: rng.chance(0.3) ? 1 : 0,
        publisher,
        linkman: contactName(rng),
        linkphone: mobile(rng),
        summary: texts.summary,
        detail: texts.detail,
        status: rng.weighted([
          [1, 90],
          [0, 6],
          [2, 4],
        ] as const),
        publishDate: ctx.date(days),
        viewCount: rng.int(10, 3000),
        createdAt,
        updatedAt: createdAt,
      };
    },
    progress,
    titleColumn('rewardName'),
  );
}

/** What a need was about, for a deal title: 寻求X技术合作 → X, X国产化替代 → X. */
function needSubject(goodsName: string): string {
  return goodsName
    .replace(/^寻求/, '')
    .replace(
      /(研发需求|国产化替代|性能提升技术攻关|技术攻关|技术引进|工艺优化|技术合作|技术解决方案)$/,
      '',
    );
}

/**
 * Deal announcements: 70 % from traded outcomes (seller: the owner), the rest from published
 * needs (buyer: the company that posted it). Reads both tables, so it runs after them.
 */
export async function seedDeals(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('deals');
  const [outcomes, needs, schools, cooperation] = await Promise.all([
    loadTradedOutcomes(trx),
    trx
      .selectFrom('needs')
      .select(['id', 'goodsName', 'companyName', 'techFieldId', 'regionCode'])
      .where('status', '=', 1)
      .where('techFieldId', 'is not', null)
      .orderBy('id')
      .execute(),
    loadSchools(trx),
    loadDict(trx, 'cooperation_type'),
  ]);
  const fields = await loadFields(trx);
  const typeName = new Map(cooperation.map((c) => [c.value, c.name]));
  const total = BASE_COUNTS.deals * ctx.scale;
  await insertRows(
    trx,
    'deals',
    total,
    () => {
      const days = -rng.int(0, 365);
      const year = ctx.date(days).slice(0, 4);
      const common = {
        dealDate: ctx.date(days),
        contractNo: `${year}37${rng.digits(2)}${rng.digits(8)}`,
        createdAt: ctx.timeOn(rng, days),
      };
      const fromOutcome = outcomes.length > 0 && (needs.length === 0 || rng.chance(0.7));
      if (fromOutcome) {
        const o = rng.pick(outcomes);
        const price = Number(o.price);
        const dealType = o.cooperationType;
        return {
          ...common,
          title: `“${o.goodsName}”${typeName.get(dealType) ?? '技术转让'}成交公告`,
          outcomeId: o.id,
          needId: null,
          amount:
            price > 0
              ? Math.round((price * rng.int(80, 120)) / 100_000) * 1000
              : rng.int(10, 500) * 10_000,
          dealType,
          transferor: o.orgName,
          transferee: companyName(rng, fields.find((f) => f.id === o.techFieldId)?.parent ?? ''),
          techFieldId: o.techFieldId,
          regionCode: o.regionCode,
        };
      }
      const n = needs.length ? rng.pick(needs) : null;
      const field = fields.find((f) => f.id === n?.techFieldId) ?? rng.pick(fields);
      const dealType = rng.pick([4, 5]);
      return {
        ...common,
        title: `“${n ? needSubject(n.goodsName) : `${field.name}技术开发`}”${typeName.get(dealType) ?? '合作开发'}成交公告`,
        outcomeId: null,
        needId: n?.id ?? null,
        amount: rng.int(10, 500) * 10_000,
        dealType,
        transferor: rng.chance(0.6) ? rng.pick(schools).name : rng.pick(INSTITUTES),
        transferee: n?.companyName ?? companyName(rng, field.parent),
        techFieldId: field.id,
        regionCode: n?.regionCode ?? place(rng).districtCode,
      };
    },
    progress,
    titleColumn('title'),
  );
}
