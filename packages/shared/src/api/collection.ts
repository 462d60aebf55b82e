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

export type CollectionFieldKind = 'text' | 'textarea' | 'number' | 'integer' | 'select' | 'date';

export interface CollectionField {
  /** Key of the value in the submitted object. */
  key: string;
  label: string;
  kind: CollectionFieldKind;
  required: boolean;
  /** text/textarea: most characters; number/integer: largest value. */
  max?: number;
  /** number/integer: smallest value (0 when absent). */
  min?: number;
  /** Unit shown after numbers (万元, 人, 项). */
  unit?: string;
  /** select: the allowed values. */
  options?: string[];
  /** Heading of the group the field starts. */
  group?: string;
  hint?: string;
}

export interface CollectionPeriod {
  id: number;
  /** e.g. 2026Q3 */
  code: string;
  /** e.g. 2026年第三季度 */
  name: string;
  /** yyyy-MM-dd: filling opens and closes (inclusive). */
  fillStart: string;
  fillEnd: string;
  /** Whether today is within the filling window. */
  open: boolean;
}

export interface CollectionFormSummary {
  id: number;
  type: number;
  title: string;
  intro: string;
  fieldCount: number;
}

export interface CollectionForm extends CollectionFormSummary {
  fields: CollectionField[];
  periods: CollectionPeriod[];
}

export interface CollectionStatusRow {
  type: number;
  periodId: number;
  /** COLLECTION_STATUSES */
  status: number;
  updatedAt: string;
  submittedAt: string | null;
}

export interface CollectionOverview {
  forms: CollectionFormSummary[];
  periods: CollectionPeriod[];
  /** The member's drafts and submissions ([] for guests). */
  mine: CollectionStatusRow[];
}

export type CollectionValues = Record<string, string | number>;

export interface CollectionSubmission extends CollectionStatusRow {
  values: CollectionValues;
}

/** POST draft/submit; `values` may be a JSON string in a URL-encoded post. */
export interface CollectionSaveRequest {
  type: number;
  periodId: number;
  values: CollectionValues | string;
}

export interface QuestionnaireItem {
  id: number;
  title: string;
  intro: string;
  /** Guests may answer (one answer per browser); otherwise members only. */
  anonymous: boolean;
  questionCount: number;
  responseCount: number;
  startDate: string;
  endDate: string;
  open: boolean;
}

/** A questionnaire the member answered (member centre), newest answer first. */
export interface MyQuestionnaireAnswer {
  /** The questionnaire's id (its results are on /TheForm?id=). */
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  open: boolean;
  /** yyyy-MM-dd HH:mm:ss */
  answeredAt: string;
}

export interface QuestionnaireQuestion {
  id: number;
  /** QUESTION_TYPES: 1 single, 2 multiple, 3 fill-in. */
  type: number;
  title: string;
  required: boolean;
  /** Choices of types 1 and 2 (answers refer to their index). */
  options: string[];
  /** Fill-in: most characters. */
  maxLength: number;
}

export interface QuestionnaireOptionResult {
  label: string;
  count: number;
  /** Share of the responses that chose it, 0–100 with one decimal. */
  percent: number;
}

export interface QuestionnaireQuestionResult {
  questionId: number;
  type: number;
  /** Responses that answered this question. */
  answerCount: number;
  options: QuestionnaireOptionResult[];
}

export interface QuestionnaireResults {
  responseCount: number;
  questions: QuestionnaireQuestionResult[];
}

export interface QuestionnaireDetail extends QuestionnaireItem {
  questions: QuestionnaireQuestion[];
  /** Whether this member (or browser, for anonymous ones) has answered. */
  answered: boolean;
  /** Shown after answering (null before). */
  results: QuestionnaireResults | null;
}

export interface QuestionnaireAnswer {
  questionId: number;
  /** Types 1 and 2: indexes into `options`. */
  options?: number[];
  /** Type 3. */
  text?: string;
}

export interface QuestionnaireAnswerRequest {
  id: number;
  /** Random per browser (anonymous questionnaires). */
  browserToken?: string;
  /** May be a JSON string in a URL-encoded post. */
  answers: QuestionnaireAnswer[] | string;
}
