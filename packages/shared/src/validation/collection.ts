import { z } from 'zod';
import type {
  CollectionField,
  CollectionValues,
  QuestionnaireQuestion,
} from '../api/collection.ts';

/** Messages of data collection and questionnaires (added: the spec leaves them open). */
export const CollectionMessages = {
  formTypeInvalid: '报送类型不正确',
  formNotFound: '该报送表不存在',
  periodRequired: '请选择填报期次',
  periodNotFound: '该填报期次不存在',
  periodClosed: '该期次不在填报时间内，不能填报',
  valuesInvalid: '填报内容格式不正确',
  draftSaved: '保存成功',
  submitTwice: '本期数据已提交，不能重复提交',
  editSubmitted: '本期数据已提交，不能再修改',
  required: (field: CollectionField) =>
    `${field.kind === 'select' || field.kind === 'date' ? '请选择' : '请输入'}${field.label}`,
  notNumber: (label: string) => `${label}请输入数字`,
  notInteger: (label: string) => `${label}请输入整数`,
  decimals: (label: string) => `${label}最多保留两位小数`,
  below: (label: string, min: number) => `${label}不能小于${min}`,
  above: (label: string, max: number) => `${label}不能大于${max}`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  badOption: (label: string) => `请选择正确的${label}`,
  badDate: (label: string) => `${label}格式应为年-月-日`,
  questionnaireNotFound: '该问卷不存在或未发布',
  questionnaireClosed: '该问卷不在填写时间内',
  answersInvalid: '答卷格式不正确',
  browserTokenMissing: '无法识别当前浏览器，请刷新页面后重试',
  answerTwice: '您已填写过该问卷，请勿重复提交',
  guestLimit: '当前网络提交的匿名问卷已达上限，请登录后填写',
  answerRequired: (n: number) => `第${n}题为必答题`,
  singleOnly: (n: number) => `第${n}题只能选择一项`,
  badChoice: (n: number) => `第${n}题的选项不正确`,
  answerTooLong: (n: number, max: number) => `第${n}题不能超过${max}个字`,
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

/** Blank strings, null and undefined mean "not filled in". */
function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/**
 * One field's rule: `draft` lets required fields stay empty (a draft is saved as it is),
 * everything filled in must still be right. The output is the stored value (numbers as
 * numbers, text trimmed) or `undefined` when empty.
 */
export function collectionFieldSchema(field: CollectionField, draft = false) {
  return z.unknown().transform((raw, ctx): string | number | undefined => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, path: [] });
      return z.NEVER;
    };
    if (blank(raw))
      return field.required && !draft ? fail(CollectionMessages.required(field)) : undefined;
    const label = field.label;
    if (field.kind === 'number' || field.kind === 'integer') {
      const text =
        typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      if (!NUMBER_PATTERN.test(text)) return fail(CollectionMessages.notNumber(label));
      if (field.kind === 'integer' && text.includes('.')) {
        return fail(CollectionMessages.notInteger(label));
      }
      if (!TWO_DECIMALS.test(text)) return fail(CollectionMessages.decimals(label));
      const value = Number(text);
      const min = field.min ?? 0;
      if (value < min) return fail(CollectionMessages.below(label, min));
      if (field.max !== undefined && value > field.max) {
        return fail(CollectionMessages.above(label, field.max));
      }
      return value;
    }
    if (typeof raw !== 'string') return fail(CollectionMessages.valuesInvalid);
    const text = raw.trim();
    if (field.kind === 'select') {
      return field.options?.includes(text) ? text : fail(CollectionMessages.badOption(label));
    }
    if (field.kind === 'date') {
      const valid = DATE_PATTERN.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
      return valid ? text : fail(CollectionMessages.badDate(label));
    }
    const max = field.max ?? (field.kind === 'textarea' ? 300 : 100);
    return text.length > max ? fail(CollectionMessages.tooLong(label, max)) : text;
  });
}

/**
 * The whole form's rule, built from its definition: fields in order (so the first message is
 * the first wrong field on screen); keys the form does not define are dropped.
 */
export function collectionValuesSchema(fields: readonly CollectionField[], draft = false) {
  return z
    .record(z.string(), z.unknown(), { error: CollectionMessages.valuesInvalid })
    .transform((input, ctx): CollectionValues => {
      const out: CollectionValues = {};
      for (const field of fields) {
        const result = collectionFieldSchema(field, draft).safeParse(input[field.key]);
        if (!result.success) {
          for (const issue of result.error.issues) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: [field.key] });
          }
        } else if (result.data !== undefined) {
          out[field.key] = result.data;
        }
      }
      return out;
    });
}

/** A checked answer: the chosen option indexes, sorted, or the text. */
export type CheckedAnswer = { options?: number[]; text?: string };

/**
 * One question's rule (`n` is its number on screen). Choices are option indexes; a single
 * choice may come as one number. Output: the normalised answer, or null when left empty.
 */
export function questionAnswerSchema(question: QuestionnaireQuestion, n: number) {
  return z.unknown().transform((raw, ctx): CheckedAnswer | null => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, path: [] });
      return z.NEVER;
    };
    if (question.type === 3) {
      if (blank(raw)) return question.required ? fail(CollectionMessages.answerRequired(n)) : null;
      if (typeof raw !== 'string') return fail(CollectionMessages.answersInvalid);
      const text = raw.trim();
      if (text.length > question.maxLength) {
        return fail(CollectionMessages.answerTooLong(n, question.maxLength));
      }
      return { text };
    }
    const list = Array.isArray(raw) ? raw : blank(raw) ? [] : [raw];
    if (list.length === 0) {
      return question.required ? fail(CollectionMessages.answerRequired(n)) : null;
    }
    const picked = list.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
    if (
      !picked.every(
        (v): v is number =>
          typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < question.options.length,
      )
    ) {
      return fail(CollectionMessages.badChoice(n));
    }
    const unique = [...new Set(picked)].sort((a, b) => a - b);
    if (question.type === 1 && unique.length > 1) return fail(CollectionMessages.singleOnly(n));
    return { options: unique };
  });
}
