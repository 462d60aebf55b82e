import { z } from 'zod';
import {
  EVALUATION_LEVEL_VALUES,
  EVALUATION_REQUEST_STATUSES,
  EVALUATION_TYPE_VALUES,
} from '../enums/evaluation.ts';
import { Messages, numericKeyOf, strictRequest } from '../validation/common.ts';
import { marketFilterShape } from '../validation/filters.ts';
import { optionalIdField } from '../validation/paging.ts';
import { fieldRefSchema, regionRefSchema } from './market-common.ts';
import { contactRowShape } from './row-shapes.ts';

/** Technology evaluation (/Technicalevaluation, /TechnicalList, /TechnicalDetail) — chosen. */
export const EvaluationPaths = {
  /** GET → EvaluationOverview: counts and the agencies. */
  overview: '/client/api/evaluation/overview',
  /** GET EvaluationReportQuery → Page<EvaluationReportItem>. */
  reportPage: '/client/api/evaluation/report/page',
  /** GET ?id= → EvaluationReportDetail (counts a view). */
  reportDetail: '/client/api/evaluation/report/detail',
  /** POST EvaluationRequestInput (member) → {id}; 409 while an open one exists for the outcome. */
  apply: '/client/mine/evaluation/apply',
  /** GET ?pageNum&pageSize (member) → Page<MyEvaluationRequest>. */
  myRequests: '/client/mine/evaluation/apply/page',
  /** POST {id} (member): withdraw while 待受理. */
  withdraw: '/client/mine/evaluation/apply/withdraw',
} as const;

const evaluationTypeSchema = z.union(EVALUATION_TYPE_VALUES.map((v) => z.literal(v)));
const evaluationLevelSchema = z.union(EVALUATION_LEVEL_VALUES.map((v) => z.literal(v)));

export const evaluationAgencySchema = z.object({
  id: z.number(),
  agencyName: z.string(),
  logo: z.string(),
  /** e.g. 国家级科技评估机构. */
  qualification: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  intro: z.string(),
  /** Evaluation types it performs. */
  types: z.array(evaluationTypeSchema),
  contact: z.string(),
  /** Masked (spec §9). */
  telephone: z.string(),
  reportCount: z.number(),
});
export type EvaluationAgency = z.infer<typeof evaluationAgencySchema>;

export const evaluationOverviewSchema = z.object({
  agencyCount: z.number(),
  reportCount: z.number(),
  /** Requests accepted or done so far. */
  servedCount: z.number(),
  agencies: z.array(evaluationAgencySchema),
});
export type EvaluationOverview = z.infer<typeof evaluationOverviewSchema>;

export const evaluationReportQuerySchema = strictRequest({
  ...marketFilterShape,
  evaluationType: optionalIdField(Messages.formInvalid),
  level: optionalIdField(Messages.formInvalid),
  agencyId: optionalIdField(Messages.formInvalid),
});
export type EvaluationReportQuery = z.input<typeof evaluationReportQuerySchema>;

/** A published evaluation report; assessedValue in 万元 (0 when the report gives none). */
export const evaluationReportItemSchema = z.object({
  ...fieldRefSchema.shape,
  ...regionRefSchema.shape,
  id: z.number(),
  title: z.string(),
  reportNo: z.string(),
  outcomeId: z.number().nullable(),
  outcomeName: z.string(),
  holder: z.string(),
  agencyId: z.number(),
  agencyName: z.string(),
  evaluationType: evaluationTypeSchema,
  evaluationTypeName: z.string(),
  level: evaluationLevelSchema,
  levelName: z.string(),
  trl: z.number(),
  assessedValue: z.number(),
  evaluationDate: z.string(),
  summary: z.string(),
  viewCount: z.number(),
});
export type EvaluationReportItem = z.infer<typeof evaluationReportItemSchema>;

export const evaluationReportDetailSchema = z.object({
  ...evaluationReportItemSchema.shape,
  /** Sanitised HTML. */
  content: z.string(),
  experts: z.string(),
  agency: evaluationAgencySchema.nullable(),
  related: z.array(evaluationReportItemSchema),
});
export type EvaluationReportDetail = z.infer<typeof evaluationReportDetailSchema>;

export const myEvaluationRequestSchema = z.object({
  id: z.number(),
  evaluationType: evaluationTypeSchema,
  outcomeId: z.number().nullable(),
  outcomeName: z.string(),
  agencyId: z.number().nullable(),
  agencyName: z.string().nullable(),
  ...contactRowShape,
  purpose: z.string(),
  status: numericKeyOf(EVALUATION_REQUEST_STATUSES),
  reason: z.string().nullable(),
  /** The report published for it, once done. */
  reportId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyEvaluationRequest = z.infer<typeof myEvaluationRequestSchema>;
