import { insertRows, type Progress, type Tx, titleColumn } from './batch.ts';
import { companyName, contactName, type DemoContext, mobile, place } from './context.ts';
import { BASE_COUNTS } from './market.ts';
import { loadFields } from './refs.ts';
import { coreOf, demandTexts, needTitle } from './titles.ts';

/** Published technology needs (the demand side), entered by the platform: no userId. */
export async function seedNeeds(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('needs');
  const fields = await loadFields(trx);
  const tags = await trx.selectFrom('needTags').select(['id', 'type']).orderBy('id').execute();
  const needTypes = tags.filter((t) => t.type === 1).map((t) => t.id);
  const giveTypes = tags.filter((t) => t.type === 2).map((t) => t.id);
  if (!needTypes.length || !giveTypes.length) throw new Error('demo needs require need tags');
  const total = BASE_COUNTS.needs * ctx.scale;
  await insertRows(
    trx,
    'needs',
    total,
    () => {
      const field = rng.pick(fields);
      const goodsName = needTitle(rng, field, coreOf(rng, field));
      const at = place(rng);
      const company = companyName(rng, field.parent, at);
      const needType = rng.pick(needTypes);
      const giveType = rng.pick(giveTypes);
      const days = -rng.int(0, 400);
      const createdAt = ctx.timeOn(rng, days);
      return {
        userId: null,
        goodsName,
        needType,
        giveType,
        tagIds: JSON.stringify([needType, giveType]),
        deadlineTime: ctx.date(days + rng.int(60, 420)),
        goodsDesc: demandTexts(rng, { title: goodsName, field, company }).summary.slice(0, 300),
        techFieldId: field.id,
        regionCode: at.districtCode,
        budget: rng.chance(0.3) ? 0 : rng.int(10, 500) * 10_000,
        companyName: company,
        linkman: contactName(rng),
        linkphone: mobile(rng),
        status: rng.weighted([
          [1, 80],
          [0, 8],
          [2, 5],
          [3, 7],
        ] as const),
        viewCount: rng.int(10, 2000),
        createdAt,
        updatedAt: createdAt,
      };
    },
    progress,
    titleColumn('goodsName'),
  );
}
