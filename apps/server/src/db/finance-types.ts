import type { Generated, Selectable } from 'kysely';

/** Finance section (issue 12): applications for products and undertakings of financing needs. */

export interface FinanceProductApplicationsTable {
  id: Generated<number>;
  productId: number;
  userId: number;
  companyName: string;
  /** 万元, numeric(16, 2). */
  applyMoney: number | string;
  moneyUse: string | null;
  /** optValue of dictionary guaranty_type. */
  guarantyType: number;
  linkName: string;
  linkPhone: string;
  /** FINANCE_PRODUCT_APPLY_STATUSES */
  status: number;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  decidedAt: number | null;
  withdrawnAt: number | null;
}

export interface FinancingUndertakingsTable {
  id: Generated<number>;
  financingId: number;
  userId: number;
  orgName: string;
  linkName: string;
  linkPhone: string;
  remark: string | null;
  createdAt: number;
}

export interface FinanceTables {
  financeProductApplications: FinanceProductApplicationsTable;
  financingUndertakings: FinancingUndertakingsTable;
}

export type FinanceProductApplicationRow = Selectable<FinanceProductApplicationsTable>;
