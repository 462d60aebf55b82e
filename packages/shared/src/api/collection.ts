import { z } from 'zod';
import { CollectionMessages as C } from '../validation/collection.ts';
import { intEnumField, jsonField, positiveIntField, strictRequest } from '../validation/common.ts';

/**
 * Data collection (/DataFillIn, /InformationSubmission?type=1|2|3) and questionnaires
 * (/TheForm), issue 15. Forms are data: each field says its kind, rules and whether it is
 * required; `collectionValuesSchema` (validation/collection.ts) turns a definition into the
 * zod rules both sides use. Paths in the style of spec §7: `/client/api/…` public,
 * `/client/mine/…` member.
 */

export const CollectionPaths = {
  /** GET → CollectionOverview: the forms, the periods and (members) their status per period. */
  overview: '/client/api/collection/overview',
  /** GET ?type=1|2|3 → CollectionForm (definition and periods). */
  form: '/client/api/collection/form',
  /** GET ?type&periodId → CollectionSubmission | null (member: only their own). */
  mine: '/client/mine/collection/submission',
  /** POST CollectionSaveRequest → msg 保存成功; refused once submitted or after the period. */
  draft: '/client/mine/collection/draft',
  /** POST CollectionSaveRequest → msg 提交成功; once per form and period (409 after). */
  submit: '/client/mine/collection/submit',
} as const;

export const QuestionnairePaths = {
  /** GET ?pageNum&pageSize → Page<QuestionnaireItem> (published, newest first). */
  page: '/client/api/questionnaire/page',
  /** GET ?id&browserToken → QuestionnaireDetail (results only once answered). */
  detail: '/client/api/questionnaire/detail',
  /** POST QuestionnaireAnswerRequest → QuestionnaireResults, msg 提交成功; one per member/browser. */
  answer: '/client/api/questionnaire/answer',
  /** GET ?pageNum&pageSize → Page<MyQuestionnaireAnswer> (member: questionnaires they answered). */
  mine: '/client/mine/questionnaire/answered',
} as const;

/** Form types of /InformationSubmission?type=. */
export const COLLECTION_FORM_TYPES = {
  1: '企业研发数据',
  2: '高校院所成果转化数据',
  3: '技术合同数据',
} as const;

export type CollectionFormType = keyof typeof COLLECTION_FORM_TYPES;

/** Submission status: 0 草稿 (saved, editable), 1 已提交 (final). */
export const COLLECTION_STATUSES = { 0: '草稿', 1: '已提交' } as const;

export const COLLECTION_FIELD_KINDS = [
  'text',
  'textarea',
  'number',
  'integer',
  'select',
  'date',
] as const;
export type CollectionFieldKind = (typeof COLLECTION_FIELD_KINDS)[number];

export const collectionFieldDefinitionSchema = z.object({
  /** Key of the value in the submitted object. */
  key: z.string(),
  label: z.string(),
  kind: z.enum(COLLECTION_FIELD_KINDS),
  required: z.boolean(),
  /** text/textarea: most characters; number/integer: largest value. */
  max: z.number().optional(),
  /** number/integer: smallest value (0 when absent). */
  min: z.number().optional(),
  /** Unit shown after numbers (万元, 人, 项). */
  unit: z.string().optional(),
  /** select: the allowed values. */
  options: z.array(z.string()).optional(),
  /** Heading of the group the field starts. */
  group: z.string().optional(),
  hint: z.string().optional(),
});
export type CollectionField = z.infer<typeof collectionFieldDefinitionSchema>;

export const collectionPeriodSchema = z.object({
  id: z.number(),
  /** e.g. 2026Q3 */
  code: z.string(),
  /** e.g. 2026年第三季度 */
  name: z.string(),
  /** yyyy-MM-dd: filling opens and closes (inclusive). */
  fillStart: z.string(),
  fillEnd: z.string(),
  /** Whether today is within the filling window. */
  open: z.boolean(),
});
export type CollectionPeriod = z.infer<typeof collectionPeriodSchema>;

export const collectionFormSummarySchema = z.object({
  id: z.number(),
  type: z.number(),
  title: z.string(),
  intro: z.string(),
  fieldCount: z.number(),
});
export type CollectionFormSummary = z.infer<typeof collectionFormSummarySchema>;

export const collectionFormSchema = collectionFormSummarySchema.extend({
  fields: z.array(collectionFieldDefinitionSchema),
  periods: z.array(collectionPeriodSchema),
});
export type CollectionForm = z.infer<typeof collectionFormSchema>;

export const collectionStatusRowSchema = z.object({
  type: z.number(),
  periodId: z.number(),
  /** COLLECTION_STATUSES */
  status: z.number(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type CollectionStatusRow = z.infer<typeof collectionStatusRowSchema>;

export const collectionOverviewSchema = z.object({
  forms: z.array(collectionFormSummarySchema),
  periods: z.array(collectionPeriodSchema),
  /** The member's drafts and submissions ([] for guests). */
  mine: z.array(collectionStatusRowSchema),
});
export type CollectionOverview = z.infer<typeof collectionOverviewSchema>;

export type CollectionValues = Record<string, string | number>;

export const collectionSubmissionSchema = collectionStatusRowSchema.extend({
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type CollectionSubmission = z.infer<typeof collectionSubmissionSchema>;

const formType = intEnumField([1, 2, 3], C.formTypeInvalid);

/** GET form: the form of one type. */
export const collectionFormQuerySchema = strictRequest({ type: formType });
export type CollectionFormQuery = z.input<typeof collectionFormQuerySchema>;

/** GET submission: the member's own for one form and period. */
export const collectionSubmissionQuerySchema = strictRequest({
  type: formType,
  periodId: positiveIntField(C.periodRequired),
});
export type CollectionSubmissionQuery = z.input<typeof collectionSubmissionQuerySchema>;

/** POST draft/submit; `values` may be a JSON string in a URL-encoded post. */
export const collectionSaveRequestSchema = strictRequest({
  type: formType,
  periodId: positiveIntField(C.periodRequired),
  /** Checked against the form's own fields by collectionValuesSchema, field by field. */
  values: jsonField(z.record(z.string(), z.unknown(), { error: C.valuesInvalid })),
});
export type CollectionSaveRequest = z.input<typeof collectionSaveRequestSchema>;

const questionnaireItemShape = {
  id: z.number(),
  title: z.string(),
  intro: z.string(),
  /** Guests may answer (one answer per browser); otherwise members only. */
  anonymous: z.boolean(),
  questionCount: z.number(),
  responseCount: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  open: z.boolean(),
};
export const questionnaireItemSchema = z.object(questionnaireItemShape);
export type QuestionnaireItem = z.infer<typeof questionnaireItemSchema>;

/** A questionnaire the member answered (member centre), newest answer first. */
export const myQuestionnaireAnswerSchema = z.object({
  /** The questionnaire's id (its results are on /TheForm?id=). */
  id: z.number(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  open: z.boolean(),
  /** yyyy-MM-dd HH:mm:ss */
  answeredAt: z.string(),
});
export type MyQuestionnaireAnswer = z.infer<typeof myQuestionnaireAnswerSchema>;

export const questionnaireQuestionSchema = z.object({
  id: z.number(),
  /** QUESTION_TYPES: 1 single, 2 multiple, 3 fill-in. */
  type: z.number(),
  title: z.string(),
  required: z.boolean(),
  /** Choices of types 1 and 2 (answers refer to their index). */
  options: z.array(z.string()),
  /** Fill-in: most characters. */
  maxLength: z.number(),
});
export type QuestionnaireQuestion = z.infer<typeof questionnaireQuestionSchema>;

export const questionnaireOptionResultSchema = z.object({
  label: z.string(),
  count: z.number(),
  /** Share of the responses that chose it, 0–100 with one decimal. */
  percent: z.number(),
});
export type QuestionnaireOptionResult = z.infer<typeof questionnaireOptionResultSchema>;

export const questionnaireQuestionResultSchema = z.object({
  questionId: z.number(),
  type: z.number(),
  /** Responses that answered this question. */
  answerCount: z.number(),
  options: z.array(questionnaireOptionResultSchema),
});
export type QuestionnaireQuestionResult = z.infer<typeof questionnaireQuestionResultSchema>;

export const questionnaireResultsSchema = z.object({
  responseCount: z.number(),
  questions: z.array(questionnaireQuestionResultSchema),
});
export type QuestionnaireResults = z.infer<typeof questionnaireResultsSchema>;

export const questionnaireDetailSchema = z.object({
  ...questionnaireItemShape,
  questions: z.array(questionnaireQuestionSchema),
  /** Whether this member (or browser, for anonymous ones) has answered. */
  answered: z.boolean(),
  /** Shown after answering (null before). */
  results: questionnaireResultsSchema.nullable(),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

/** Random per browser (anonymous questionnaires). */
const browserToken = z
  .string({ error: C.browserTokenMissing })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, C.browserTokenMissing)
  .optional();

/** GET detail: the questionnaire; the browser's token finds a guest's own answer. */
export const questionnaireDetailQuerySchema = strictRequest({
  id: positiveIntField(C.questionnaireNotFound),
  browserToken,
});
export type QuestionnaireDetailQuery = z.input<typeof questionnaireDetailQuerySchema>;

/**
 * One question's answer: indexes into its options (types 1 and 2) or the text (type 3). Each is
 * checked against its question by questionAnswerSchema, whose messages name the question.
 */
export const questionnaireAnswerSchema = z.object({
  questionId: positiveIntField(C.answersInvalid),
  options: z.array(z.unknown()).optional(),
  text: z.string({ error: C.answersInvalid }).optional(),
});
export type QuestionnaireAnswer = z.input<typeof questionnaireAnswerSchema>;

export const questionnaireAnswerRequestSchema = strictRequest({
  id: positiveIntField(C.questionnaireNotFound),
  browserToken,
  /** May be a JSON string in a URL-encoded post. */
  answers: jsonField(z.array(questionnaireAnswerSchema, { error: C.answersInvalid })),
});
export type QuestionnaireAnswerRequest = z.input<typeof questionnaireAnswerRequestSchema>;
