import type {
  EvaluationLevel,
  EvaluationRequestStatus,
  EvaluationType,
} from '../enums/evaluation.ts';
import type { FieldRef, MarketFilters, RegionRef } from './market-common.ts';

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

export interface EvaluationAgency {
  id: number;
  agencyName: string;
  logo: string;
  /** e.g. 国家级科技评估机构. */
  qualification: string;
  regionCode: string;
  regionName: string;
  intro: string;
  /** Evaluation types it performs. */
  types: EvaluationType[];
  contact: string;
  /** Masked (spec §9). */
  telephone: string;
  reportCount: number;
}

export interface EvaluationOverview {
  agencyCount: number;
  reportCount: number;
  /** Requests accepted or done so far. */
  servedCount: number;
  agencies: EvaluationAgency[];
}

export interface EvaluationReportQuery extends MarketFilters {
  evaluationType?: number;
  level?: number;
  agencyId?: number;
}

/** A published evaluation report; assessedValue in 万元 (0 when the report gives none). */
export interface EvaluationReportItem extends FieldRef, RegionRef {
  id: number;
  title: string;
  reportNo: string;
  outcomeName: string;
  outcomeId: number | null;
  holder: string;
  agencyId: number;
  agencyName: string;
  evaluationType: EvaluationType;
  evaluationTypeName: string;
  level: EvaluationLevel;
  levelName: string;
  trl: number;
  assessedValue: number;
  evaluationDate: string;
  summary: string;
  viewCount: number;
}

export interface EvaluationReportDetail extends EvaluationReportItem {
  /** Sanitised HTML. */
  content: string;
  experts: string;
  agency: EvaluationAgency | null;
  related: EvaluationReportItem[];
}

export interface MyEvaluationRequest {
  id: number;
  evaluationType: EvaluationType;
  outcomeId: number | null;
  outcomeName: string;
  agencyId: number | null;
  agencyName: string | null;
  companyName: string;
  linkman: string;
  linkphone: string;
  purpose: string;
  status: EvaluationRequestStatus;
  reason: string | null;
  /** The report published for it, once done. */
  reportId: number | null;
  createdAt: string;
  updatedAt: string;
}
