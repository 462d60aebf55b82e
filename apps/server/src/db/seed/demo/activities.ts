import type { ACTION_STATUSES } from '@portal/shared';
import { insertRows, type Progress, type Tx, titleColumn } from './batch.ts';
import { type DemoContext, fill, homeCities } from './context.ts';
import { BASE_COUNTS } from './market.ts';
import type { Random } from './random.ts';
import { loadFields, loadSchools } from './refs.ts';
import { IMG } from './vocab/blocks.ts';
import { ACTION_CATEGORIES, VENUES } from './vocab/news.ts';

const HOUR = 60;
const ORGANIZERS = [
  '省科学技术厅',
  '省技术市场服务中心',
  '省科技成果转化服务中心',
  '省生产力促进中心',
];

type Target = keyof typeof ACTION_STATUSES;

/** Status mix of the rows beyond the base count: mostly past activities. */
const HISTORY = [
  [0, 2],
  [1, 4],
  [2, 2],
  [3, 92],
] as const;

/** Status mix of the base rows: a lively activity centre. */
const LIVELY = [
  [0, 10],
  [1, 45],
  [2, 15],
  [3, 30],
] as const;

/**
 * Sign-up window and dates that give `target` as the status on the anchor day (times are
 * minutes from the anchor's midnight, days from the anchor). Later days move them along.
 */
function schedule(ctx: DemoContext, rng: Random, target: Target, pastDays: number) {
  const session = rng.pick([9 * HOUR, 14 * HOUR]);
  const length = rng.pick([3, 4, 6, 8]) * HOUR + rng.pick([0, 0, 24 * HOUR]);
  let start: number;
  let signEnd: number;
  let signStart: number;
  if (target === 3) {
    start = ctx.at(-rng.int(3, pastDays), session);
    signEnd = start - 24 * 3_600_000;
    signStart = signEnd - rng.int(10, 30) * 86_400_000;
  } else if (target === 2) {
    signEnd = ctx.at(-rng.int(1, 3), 18 * HOUR);
    start = ctx.at(rng.int(1, 6), session);
    signStart = signEnd - rng.int(10, 30) * 86_400_000;
  } else if (target === 1) {
    signStart = ctx.at(-rng.int(1, 20), 9 * HOUR);
    signEnd = ctx.at(rng.int(3, 25), 18 * HOUR);
    start = signEnd + rng.int(1, 3) * 86_400_000 - 18 * HOUR * 60_000 + session * 60_000;
  } else {
    signStart = ctx.at(rng.int(2, 20), 9 * HOUR);
    signEnd = signStart + rng.int(10, 20) * 86_400_000;
    start = signEnd + rng.int(1, 5) * 86_400_000;
  }
  return {
    signStartAt: signStart,
    signEndAt: signEnd,
    startAt: start,
    endAt: start + length * 60_000,
  };
}

/**
 * Activities spread over the categories; the first four rows cover every status. Rows beyond
 * the base count (benchmark scales) are mostly past ones, going back five years.
 */
export async function seedActivities(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('activities');
  const cats = await trx
    .selectFrom('actionCategories')
    .select(['id', 'catName'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (!cats.length) throw new Error('demo activities require activity categories');
  const [fields, schools] = await Promise.all([loadFields(trx), loadSchools(trx)]);
  const cities = homeCities();
  const patterns = new Map(ACTION_CATEGORIES.map(([name, list]) => [name, list]));
  const total = BASE_COUNTS.activities * ctx.scale;
  await insertRows(
    trx,
    'activities',
    total,
    (i) => {
      const catIndex = i % cats.length;
      const cat = cats[catIndex]!;
      // Beyond the base count (benchmark scales) rows are history, as on a portal years old.
      const base = i < BASE_COUNTS.activities;
      const target: Target = i < 4 ? (i as Target) : rng.weighted(base ? LIVELY : HISTORY);
      const times = schedule(ctx, rng, target, base ? 200 : 2000);
      const city = rng.pick(cities);
      const field = rng.pick(fields);
      const school = rng.pick(schools).name;
      const actionName = fill(rng.pick(patterns.get(cat.catName) ?? ['{field}专题活动']), {
        city: city.cityName.replace(/市$/, ''),
        field: field.parent,
        school,
        n: rng.int(2, 30),
        year: Number(ctx.date(Math.round((times.startAt - ctx.anchor) / 86_400_000)).slice(0, 4)),
      });
      const maxSignups = rng.chance(0.4) ? null : rng.int(6, 30) * 10;
      const cap = maxSignups ?? 300;
      const signCount =
        target === 0
          ? 0
          : target === 1
            ? rng.int(0, Math.floor(cap * 0.8))
            : rng.int(Math.floor(cap * 0.5), cap);
      const organizer = rng.chance(0.7) ? rng.pick(ORGANIZERS) : `${city.cityName}科学技术局`;
      const address = `${city.cityName}${rng.pick(VENUES)}`;
      const summary = `${organizer}主办，面向企业、高校院所和服务机构，围绕${field.parent}领域开展交流对接。`;
      return {
        catId: cat.id,
        actionName,
        actionImg: `${IMG}/activities/cat-${(catIndex % 6) + 1}-${rng.int(1, 3)}.svg`,
        provinceCode: city.provinceCode,
        cityCode: city.cityCode,
        address,
        organizer,
        ...times,
        maxSignups,
        signCount,
        viewCount: rng.int(30, 3000),
        recommended: rng.chance(0.25) || i < 4 ? 1 : 0,
        summary,
        content: [
          `<h3>活动安排</h3><ul><li>主办单位致辞</li><li>${field.parent}领域政策与成果发布</li><li>项目路演与供需对接</li><li>自由交流</li></ul>`,
          `<h3>参加对象</h3><p>企业技术负责人、高校院所科研人员、技术经理人及投资机构代表。</p>`,
          `<h3>活动地点</h3><p>${address}</p>`,
        ].join(''),
        createdAt: Math.min(times.signStartAt, ctx.anchor) - rng.int(1, 10) * 86_400_000,
      };
    },
    progress,
    titleColumn('actionName'),
  );
}
