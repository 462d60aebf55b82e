import type { Generated } from 'kysely';

/*
 * Technology evaluation (/Technicalevaluation, /TechnicalList, /TechnicalDetail): the agencies,
 * their published reports, and members' requests. `*At` are epoch ms, `*Date` yyyy-MM-dd.
 */

export interface EvaluationAgenciesTable {
  id: Generated<number>;
  agencyName: string;
  logo: string;
  qualification: string;
  regionCode: string;
  intro: string;
  /** Evaluation types it performs, comma-separated EVALUATION_TYPES values. */
  types: string;
  contact: string;
  telephone: string;
  status: number;
  sort: Generated<number>;
  createdAt: number;
}

/** A published report; assessedValue in 万元 (0 = none given). status 1 published, 0 hidden. */
export interface EvaluationReportsTable {
  id: Generated<number>;
  title: string;
  reportNo: string;
  outcomeId: number | null;
  outcomeName: string;
  holder: string;
  agencyId: number;
  evaluationType: number;
  level: number;
  trl: number;
  assessedValue: number;
  techFieldId: number;
  regionCode: string;
  evaluationDate: string;
  summary: string;
  content: string;
  experts: string;
  requestId: number | null;
  status: number;
  viewCount: Generated<number>;
  createdAt: number;
}

/** A member's request; status EVALUATION_REQUEST_STATUSES. */
export interface EvaluationRequestsTable {
  id: Generated<number>;
  userId: number;
  evaluationType: number;
  outcomeId: number | null;
  outcomeName: string;
  agencyId: number | null;
  companyName: string;
  linkman: string;
  linkphone: string;
  purpose: string;
  status: number;
  reason: string | null;
  /**
   * Set while the request is open (status 0 or 1): user id + the outcome (its id, or its name).
   * Unique, so two concurrent requests for the same outcome by one member cannot both land;
   * cleared when the request closes.
   */
  openKey: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface EvaluationTables {
  evaluationAgencies: EvaluationAgenciesTable;
  evaluationReports: EvaluationReportsTable;
  evaluationRequests: EvaluationRequestsTable;
}
