/**
 * Matchmaking (issue #28): for a need, the outcomes, experts and service organisations that may
 * solve it; for an outcome, the needs it may answer; for a problem typed in the AI panel, all of
 * them. Every match explains itself (shared terms, field, region, a band 高/中/低); the score
 * itself is never sent. Paths relative to `/gateway`.
 */
import { z } from 'zod';
import { positiveIntField, strictRequest } from '../validation/common.ts';

export const MatchPaths = {
  /** GET ?id= → MatchAnswer with outcome, talent and provider groups (need public or the caller's own). */
  forNeed: '/client/api/match/need',
  /** GET ?id= → MatchAnswer with the need group (outcome public or the caller's own). */
  forOutcome: '/client/api/match/outcome',
  /** GET ?text= → MatchAnswer with outcome, talent, provider and need groups. */
  ask: '/client/api/match/ask',
  /** POST MatchFeedbackBody (member; once per match). */
  feedback: '/client/api/match/feedback',
  /** GET → MatchFeedbackSummary (operator console). */
  adminFeedback: '/admin/match/feedback',
} as const;

/** What can be matched. talent: experts; provider: service organisations. */
export const MATCH_KINDS = {
  outcome: '推荐成果',
  talent: '推荐专家',
  provider: '推荐机构',
  need: '匹配需求',
} as const;
export type MatchKind = keyof typeof MATCH_KINDS;
export const MATCH_KIND_VALUES = Object.keys(MATCH_KINDS) as MatchKind[];

/** Where a match came from: a need's or an outcome's page, or a question in the AI panel. */
export const MATCH_SOURCES = { need: '需求', outcome: '成果', ask: 'AI助手' } as const;
export type MatchSource = keyof typeof MATCH_SOURCES;
export const MATCH_SOURCE_VALUES = Object.keys(MATCH_SOURCES) as MatchSource[];

export const MATCH_BANDS = { high: '高', medium: '中', low: '低' } as const;
export type MatchBand = keyof typeof MATCH_BANDS;
const MATCH_BAND_VALUES = Object.keys(MATCH_BANDS) as MatchBand[];

export const MATCH_VERDICTS = { 1: '有用', [-1]: '不相关' } as const;
const matchVerdictSchema = z.union([z.literal(1), z.literal(-1)]);
export type MatchVerdict = z.infer<typeof matchVerdictSchema>;

export const matchItemSchema = z.object({
  kind: z.enum(MATCH_KIND_VALUES),
  id: z.number(),
  /** Title with the shared terms in <em> (HTML: text and <em> only). */
  title: z.string(),
  /** Provider section (PROVIDER_AUTH_TYPES) for the detail route; null for other kinds. */
  authType: z.number().nullable(),
  band: z.enum(MATCH_BAND_VALUES),
  /** Shared terms, most telling first. */
  terms: z.array(z.string()),
  /** The reasons in words: 同属领域「…」, 同在…, 成熟度…, 价格在预算内… */
  reasons: z.array(z.string()),
  fieldName: z.string().nullable(),
  regionName: z.string(),
  /** The caller's verdict on this match; null when none (or a guest). */
  myVerdict: matchVerdictSchema.nullable(),
});
export type MatchItem = z.infer<typeof matchItemSchema>;

export const matchGroupSchema = z.object({
  kind: z.enum(MATCH_KIND_VALUES),
  items: z.array(matchItemSchema),
});
export type MatchGroup = z.infer<typeof matchGroupSchema>;

export const matchAnswerSchema = z.object({
  source: z.enum(MATCH_SOURCE_VALUES),
  /** Need or outcome id; 0 for a question. */
  sourceId: z.number(),
  /** The words the matcher read from the source, for the panel's 已理解 line. */
  terms: z.array(z.string()),
  groups: z.array(matchGroupSchema),
  /** Whether an external AI service reordered the offline ranking. */
  reranked: z.boolean(),
});
export type MatchAnswer = z.infer<typeof matchAnswerSchema>;

export const MATCH_TEXT_MAX = 200;

export const matchAskSchema = strictRequest({
  text: z
    .string({ error: '请描述您遇到的技术问题' })
    .trim()
    .min(2, { error: '请至少输入2个字描述技术问题' })
    .max(MATCH_TEXT_MAX, { error: `问题描述不能超过${MATCH_TEXT_MAX}个字` }),
});

export const matchFeedbackSchema = strictRequest({
  source: z.enum(MATCH_SOURCE_VALUES, { error: '匹配来源无效' }),
  /** 0 for a question in the AI panel. */
  sourceId: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: '匹配来源无效' }).int().min(0, { error: '匹配来源无效' }),
  ),
  kind: z.enum(MATCH_KIND_VALUES, { error: '匹配对象类型无效' }),
  id: positiveIntField('匹配对象无效'),
  verdict: z.union([z.literal(1), z.literal(-1)], { error: '请选择有用或不相关' }),
  /** The question, when the source is the AI panel: the match is checked against it. */
  text: z
    .string()
    .trim()
    .max(MATCH_TEXT_MAX, { error: `问题描述不能超过${MATCH_TEXT_MAX}个字` })
    .optional(),
});
export type MatchFeedbackBody = z.infer<typeof matchFeedbackSchema>;

export const MatchMessages = {
  feedbackSaved: '感谢您的反馈',
  feedbackTwice: '您已评价过该匹配',
  matchGone: '该匹配已不在推荐结果中',
  askTextMissing: '请描述您遇到的技术问题',
} as const;

export const matchFeedbackRowSchema = z.object({
  id: z.number(),
  source: z.enum(MATCH_SOURCE_VALUES),
  sourceId: z.number(),
  kind: z.enum(MATCH_KIND_VALUES),
  targetId: z.number(),
  targetTitle: z.string(),
  band: z.enum(MATCH_BAND_VALUES),
  verdict: matchVerdictSchema,
  username: z.string(),
  createdAt: z.string(),
});
export type MatchFeedbackRow = z.infer<typeof matchFeedbackRowSchema>;

export const matchFeedbackSummarySchema = z.object({
  /** Per band: how many 有用 and 不相关. */
  bands: z.array(
    z.object({ band: z.enum(MATCH_BAND_VALUES), useful: z.number(), irrelevant: z.number() }),
  ),
  recent: z.array(matchFeedbackRowSchema),
});
export type MatchFeedbackSummary = z.infer<typeof matchFeedbackSummarySchema>;
