import { SITE_SETTINGS } from '../content/site.ts';
import { insertRows, type Progress, type Tx, titleColumn } from './batch.ts';
import { companyName, type DemoContext, fill } from './context.ts';
import { BASE_COUNTS } from './market.ts';
import { loadFields, loadSchools } from './refs.ts';
import { coreOf } from './titles.ts';
import { NEWS_AUTHORS, NEWS_BODIES } from './vocab/articles.ts';
import { IMG } from './vocab/blocks.ts';
import { CITY_SHORT } from './vocab/names.ts';
import {
  AWARDS,
  CITY_PROGRAMS,
  EXPOS,
  MEDIA,
  NATIONAL_PROGRAMS,
  NEWS_PATTERNS,
  NEWS_SOURCES,
  POLICY_DEPTS,
  POLICY_PATTERNS,
  POLICY_PROGRAMS,
} from './vocab/news.ts';

/** Apply-status mix of the rows beyond the base count: mostly closed calls. */
const HISTORY = [
  [0, 3],
  [1, 7],
  [2, 90],
] as const;

const LIVELY = [
  [0, 20],
  [1, 45],
  [2, 35],
] as const;

/**
 * Policies with dates chosen from a target apply status (0 未开始 20 %, 1 申报中 45 %,
 * 2 已结束 35 %) on the anchor day; the first three rows cover all three.
 */
export async function seedPolicies(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('policies');
  // Their own sequence, so the fields added later leave the other columns as they were.
  const fieldRng = ctx.random('policy-fields');
  const fields = await loadFields(trx);
  const total = BASE_COUNTS.policies * ctx.scale;
  await insertRows(
    trx,
    'policies',
    total,
    (i) => {
      // Beyond the base count (benchmark scales) policies are mostly closed ones.
      const base = i < BASE_COUNTS.policies;
      const target = i < 3 ? i : rng.weighted(base ? LIVELY : HISTORY);
      let start: number;
      let end: number;
      if (target === 0) {
        start = rng.int(3, 30);
        end = start + rng.int(20, 60);
      } else if (target === 1) {
        start = -rng.int(1, 30);
        end = rng.int(0, 45);
      } else {
        end = -rng.int(1, base ? 300 : 3000);
        start = end - rng.int(20, 60);
      }
      const publish = Math.min(0, start - rng.int(0, 7));
      const [deptName, policyLevel, regionCode] = rng.pick(POLICY_DEPTS);
      const program = rng.pick(
        policyLevel === 1 ? NATIONAL_PROGRAMS : policyLevel === 3 ? CITY_PROGRAMS : POLICY_PROGRAMS,
      );
      const policyName = fill(rng.pick(POLICY_PATTERNS), {
        year: Number(ctx.date(start).slice(0, 4)),
        program,
      });
      const summary = `${deptName}发布${program}相关工作安排，申报时间为${ctx.date(start)}至${ctx.date(end)}，请符合条件的单位按要求做好申报工作。`;
      return {
        policyName,
        deptName,
        policyLevel,
        regionCode,
        summary,
        content: [
          '<h3>一、支持对象</h3><p>在本省注册、具有独立法人资格的企业、高校院所和新型研发机构。</p>',
          '<h3>二、申报条件</h3><ul><li>具有健全的财务管理制度和研发投入核算体系</li><li>近三年无严重失信行为</li><li>项目具有明确的技术指标和产业化前景</li></ul>',
          `<h3>三、申报时间</h3><p>${ctx.date(start)}至${ctx.date(end)}。</p>`,
          `<h3>四、联系方式</h3><p>政策咨询：${SITE_SETTINGS.contactPhone}</p>`,
        ].join(''),
        publishDate: ctx.date(publish),
        startDate: ctx.date(start),
        endDate: ctx.date(end),
        viewCount: rng.int(50, 8000),
        createdAt: ctx.timeOn(rng, publish),
        // Most calls target a field; the rest (talent, tax, incubators…) span all of them.
        techFieldId: fieldRng.chance(0.7) ? fieldRng.pick(fields).id : null,
      };
    },
    progress,
    titleColumn('policyName'),
  );
}

/** News of all four types; three of the newest are pinned. */
export async function seedNews(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('news');
  // Their own sequences: the other columns come out as before authors and bodies were added.
  const authors = ctx.random('newsAuthors');
  const bodies = ctx.random('newsBodies');
  const [fields, schools] = await Promise.all([loadFields(trx), loadSchools(trx)]);
  const total = BASE_COUNTS.news * ctx.scale;
  await insertRows(
    trx,
    'news',
    total,
    (i) => {
      const [newsType, pattern] =
        i < 4 ? NEWS_PATTERNS.find(([t]) => t === i + 1)! : rng.pick(NEWS_PATTERNS);
      const field = rng.pick(fields);
      const days = i < 4 ? -i : -rng.int(0, 400);
      const media = rng.pick(MEDIA);
      const newsTitle = fill(pattern, {
        city: rng.pick(CITY_SHORT),
        school: rng.pick(schools).name,
        company: companyName(rng, field.parent),
        field: field.parent,
        core: coreOf(rng, field),
        year: Number(ctx.date(days).slice(0, 4)),
        n: rng.int(3, 60),
        pct: rng.int(8, 45),
        media,
        expo: rng.pick(EXPOS),
        award: rng.pick(AWARDS),
      });
      const source = newsType === 3 ? media : rng.pick(NEWS_SOURCES);
      const summary = `${newsTitle}。${field.parent}领域科技成果转化持续加速，更多创新成果在省内落地转化。`;
      return {
        newsTitle,
        newsType,
        newsImg: rng.chance(0.5) ? `${IMG}/news/news-${rng.int(1, 6)}.svg` : null,
        source,
        author: authors.pick(NEWS_AUTHORS),
        summary,
        content: [
          ...bodies.pick(NEWS_BODIES[newsType] ?? [[]]).map(
            (text) =>
              `<p>${fill(text, {
                title: newsTitle.replace(/^[^：]{2,6}：/, ''),
                field: field.parent,
                source,
                n: bodies.int(2, 30),
                m: bodies.int(10, 200),
                pct: bodies.int(8, 45),
              })}</p>`,
          ),
          `<p>近年来，我省聚焦${field.parent}等重点产业，持续完善技术转移服务体系，推动高校院所与企业精准对接。</p>`,
          '<p>下一步，将继续发挥科技成果转化服务平台作用，加强成果供给、需求挖掘和服务集成，促进更多科技成果转化为现实生产力。</p>',
        ].join(''),
        publishDate: ctx.date(days),
        isTop: i < 3 ? 1 : 0,
        viewCount: rng.int(30, 6000),
        createdAt: ctx.timeOn(rng, days),
      };
    },
    progress,
    titleColumn('newsTitle'),
  );
}
