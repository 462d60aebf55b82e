import {
  type CollectionField,
  type CollectionValues,
  collectionValuesSchema,
  questionAnswerSchema,
} from '@portal/shared';
import { insertAll, type Tx } from './batch.ts';
import { companyName, contactName, creditCode, type DemoContext, mobile } from './context.ts';
import { demoMembers } from './members.ts';
import type { Random } from './random.ts';

/**
 * Data collection and questionnaire demo data (issue 15): the last four quarters as periods
 * (the one before today's quarter is being filled in now, the others are closed), members'
 * submitted reports and a few drafts, and questionnaires of all three question types with
 * responses — one members-only, one anonymous, one already ended.
 */

const QUARTER_NAMES = ['第一季度', '第二季度', '第三季度', '第四季度'];

function lastDay(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 0));
  return `${year}-${String(month).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** The quarter `back` quarters before the one of `today`, filled in during the quarter after it. */
function quarterBefore(today: string, back: number) {
  const year = Number(today.slice(0, 4));
  const q = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
  const index = year * 4 + q - back;
  const y = Math.floor(index / 4);
  const n = index % 4;
  const fillYear = Math.floor((index + 1) / 4);
  const fillQ = (index + 1) % 4;
  return {
    code: `${y}Q${n + 1}`,
    name: `${y}年${QUARTER_NAMES[n]}`,
    fillStart: `${fillYear}-${String(fillQ * 3 + 1).padStart(2, '0')}-01`,
    fillEnd: lastDay(fillYear, fillQ * 3 + 3),
  };
}

export async function seedCollectionPeriods(ctx: DemoContext, trx: Tx) {
  const rows = [1, 2, 3, 4].map((back) => quarterBefore(ctx.today, back));
  await insertAll(trx, 'collectionPeriods', rows);
}

const RANGES: Record<string, readonly [number, number]> = {
  万元: [50, 8000],
  人: [5, 320],
  项: [0, 40],
  家: [0, 6],
};

function valueFor(rng: Random, field: CollectionField): string | number | undefined {
  if (!field.required && rng.chance(0.3)) return undefined;
  switch (field.kind) {
    case 'select':
      return rng.pick(field.options ?? ['']);
    case 'number':
    case 'integer': {
      const [lo, hi] = RANGES[field.unit ?? ''] ?? [0, 100];
      const n = rng.int(lo, hi);
      return field.kind === 'number' && rng.chance(0.5) ? n + rng.int(1, 99) / 100 : n;
    }
    case 'date':
      return undefined;
    default:
      break;
  }
  if (/companyName|orgName|sellerName/.test(field.key)) {
    return field.key === 'orgName'
      ? `${rng.pick(['山东', '齐鲁', '泉城', '青岛'])}${rng.pick(['理工大学', '农业科学院', '工业技术研究院', '医学科学院'])}`
      : companyName(rng, '电子信息');
  }
  if (field.key === 'creditCode') return creditCode(rng, '3701');
  if (field.key === 'linkman') return contactName(rng);
  if (field.key === 'linkphone') return mobile(rng);
  return undefined;
}

/** Amounts that are part of another (to be believable): [part, whole, largest share]. */
const PARTS: readonly (readonly [string, string, number])[] = [
  ['rdExpense', 'revenue', 0.25],
  ['newProductSales', 'revenue', 0.8],
  ['patentGranted', 'patentApplied', 1],
  ['receivedAmount', 'contractAmount', 1],
  ['rewardAmount', 'receivedAmount', 0.7],
  ['techAmount', 'contractAmount', 0.9],
];

/** Values that pass the form's own rules (they go through them, as a member's would). */
function reportValues(rng: Random, fields: CollectionField[], draft: boolean): CollectionValues {
  const raw: Record<string, unknown> = {};
  for (const field of fields) {
    if (draft && rng.chance(0.5)) continue;
    const v = valueFor(rng, field);
    if (v !== undefined) raw[field.key] = v;
  }
  for (const [part, whole, share] of PARTS) {
    const total = raw[whole];
    if (typeof raw[part] !== 'number' || typeof total !== 'number') continue;
    const integer = Number.isInteger(total) && share === 1;
    const value = total * share * (rng.int(30, 100) / 100);
    raw[part] = integer ? Math.floor(value) : Math.round(value * 100) / 100;
  }
  return collectionValuesSchema(fields, draft).parse(raw);
}

export async function seedCollectionSubmissions(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('collection-submissions');
  const members = await demoMembers(ctx, trx);
  const forms = await trx.selectFrom('collectionForms').select(['id', 'fields']).execute();
  const periods = await trx
    .selectFrom('collectionPeriods')
    .select(['id', 'fillStart', 'fillEnd'])
    .orderBy('code', 'desc')
    .execute();
  const rows = [];
  for (const [p, period] of periods.entries()) {
    const open = p === 0;
    for (const form of forms) {
      const fields = JSON.parse(form.fields) as CollectionField[];
      for (const userId of rng.sample(members, open ? rng.int(3, 6) : rng.int(8, 14))) {
        const draft = open && rng.chance(0.4);
        const day = open ? -rng.int(1, 20) : -rng.int(30, 60) - p * 90;
        const at = ctx.timeOn(rng, day);
        rows.push({
          formId: form.id,
          periodId: period.id,
          userId,
          valuesJson: JSON.stringify(reportValues(rng, fields, draft)),
          status: draft ? 0 : 1,
          createdAt: at,
          updatedAt: at,
          submittedAt: draft ? null : at,
        });
      }
    }
  }
  await insertAll(trx, 'collectionSubmissions', rows);
}

const SURVEYS = [
  {
    title: '科技成果转化服务需求调查问卷',
    intro: '为更好地提供成果转化服务，请根据企业实际情况填写，约需3分钟。',
    anonymous: 0,
    start: -20,
    end: 40,
    questions: [
      { type: 1, title: '贵单位的类型是？', options: ['企业', '高等院校', '科研院所', '服务机构'] },
      { type: 1, title: '贵单位近一年是否开展过技术合作？', options: ['是', '否', '正在洽谈'] },
      {
        type: 2,
        title: '贵单位最需要哪些服务？',
        options: ['成果评价', '知识产权运营', '技术经纪', '科技金融', '中试熟化', '人才引进'],
      },
      { type: 3, title: '您对平台有什么意见和建议？', required: 0 },
    ],
  },
  {
    title: '平台使用满意度调查（匿名）',
    intro: '本问卷匿名填写，无需登录，每个浏览器可填写一次。',
    anonymous: 1,
    start: -10,
    end: 60,
    questions: [
      { type: 1, title: '您对平台的总体满意度', options: ['非常满意', '满意', '一般', '不满意'] },
      {
        type: 2,
        title: '您常用的栏目',
        options: ['科技成果', '技术需求', '政策资讯', '金融服务', '活动中心'],
      },
      { type: 1, title: '您是否愿意向他人推荐本平台？', options: ['愿意', '不确定', '不愿意'] },
      { type: 3, title: '希望平台增加哪些功能？', required: 0 },
    ],
  },
  {
    title: '2026年度企业研发活动情况调查',
    intro: '调查企业研发组织方式与投入意向，结果用于制定年度科技计划。',
    anonymous: 0,
    start: -120,
    end: -30,
    questions: [
      {
        type: 1,
        title: '企业研发投入占营业收入比例',
        options: ['低于3%', '3%-5%', '5%-10%', '10%以上'],
      },
      {
        type: 2,
        title: '企业研发组织形式',
        options: ['自建研发中心', '产学研合作', '委托研发', '购买技术'],
      },
      { type: 3, title: '企业研发面临的主要困难', required: 1 },
    ],
  },
];

const SUGGESTIONS = [
  '希望增加线下对接活动',
  '成果信息更新更及时一些',
  '希望提供更多金融产品对接',
  '页面很清晰，使用方便',
  '缺少研发资金和高端人才',
];

export async function seedQuestionnaires(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('questionnaires');
  const members = await demoMembers(ctx, trx);
  for (const survey of SURVEYS) {
    const q = await trx
      .insertInto('questionnaires')
      .values({
        title: survey.title,
        intro: survey.intro,
        anonymous: survey.anonymous,
        startDate: ctx.date(survey.start),
        endDate: ctx.date(survey.end),
        createdAt: ctx.at(survey.start - 2, 9 * 60),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = [];
    for (const [sort, question] of survey.questions.entries()) {
      const row = await trx
        .insertInto('questionnaireQuestions')
        .values({
          questionnaireId: q.id,
          sort,
          type: question.type,
          title: question.title,
          required: question.required ?? 1,
          options: JSON.stringify(question.options ?? []),
          maxLength: 200,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      questions.push({ ...question, id: row.id, options: question.options ?? [] });
    }
    const respondents = rng.sample(members, rng.int(8, 18));
    for (const [n, userId] of respondents.entries()) {
      const response = await trx
        .insertInto('questionnaireResponses')
        .values({
          questionnaireId: q.id,
          userId: survey.anonymous ? null : userId,
          browserToken: survey.anonymous ? `demo-browser-${String(n).padStart(8, '0')}` : null,
          createdAt: ctx.timeOn(rng, Math.min(0, survey.end) - rng.int(0, 8)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answers = [];
      for (const [index, question] of questions.entries()) {
        const full = { ...question, required: (question.required ?? 1) === 1, maxLength: 200 };
        const raw =
          question.type === 3
            ? rng.chance(0.6) || full.required
              ? rng.pick(SUGGESTIONS)
              : undefined
            : question.type === 1
              ? [rng.int(0, question.options.length - 1)]
              : rng.sample(
                  question.options.map((_, i) => i),
                  rng.int(1, 3),
                );
        const answer = questionAnswerSchema(full, index + 1).parse(raw);
        if (!answer) continue;
        if (answer.text !== undefined) {
          answers.push({
            responseId: response.id,
            questionId: question.id,
            optionIndex: null,
            text: answer.text,
          });
        }
        for (const option of answer.options ?? []) {
          answers.push({
            responseId: response.id,
            questionId: question.id,
            optionIndex: option,
            text: null,
          });
        }
      }
      if (answers.length) await insertAll(trx, 'questionnaireAnswers', answers);
    }
  }
}
