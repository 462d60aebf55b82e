/**
 * Finance categories and the three finance forms of the home page (spec §3, §5, §7): loan
 * application, financing need, finance demand application. Paths are in HomePaths. Every form
 * needs a member token; the loan and financing forms also check an SMS code of purpose 4 sent
 * by HomePaths.phoneCaptcha to their linkPhone.
 */

import { z } from 'zod';
import type {
  financeDemandApplicationSchema,
  financingNeedSchema,
  loanApplicationSchema,
  phoneCaptchaRequestSchema,
} from '../validation/finance.ts';

/** Finance category (spec §3); the home page uses the first 4. */
export const financeCategorySchema = z.object({
  id: z.number(),
  catName: z.string(),
  catDesc: z.string(),
  catImg: z.string(),
});
export type FinanceCategory = z.infer<typeof financeCategorySchema>;

export type PhoneCaptchaRequest = z.output<typeof phoneCaptchaRequestSchema>;

/** POST /api/home/add/loan/apply (JSON). applyMoney in 万元. Answered 提交成功, data {id}. */
export type LoanApplicationRequest = z.output<typeof loanApplicationSchema>;

/** POST /api/home/add/financing/demand (JSON). applyMoney in 万元; stockPecent 0–100. */
export type FinancingNeedRequest = z.output<typeof financingNeedSchema>;

/**
 * POST /client/finance/mine/sign. As a form, companyProperty travels as
 * `companyProperty[id]` and `companyProperty[optName]` (or as a JSON string); as JSON, as an
 * object. Success answers msg exactly 'SUCCESS' (spec §7), data {id}.
 */
export type FinanceDemandApplicationRequest = z.output<typeof financeDemandApplicationSchema>;

/** companyProperty: the picked option of dictionary company_property. */
export type CompanyPropertyValue = FinanceDemandApplicationRequest['companyProperty'];

/** The msg of a successful finance demand application (the client compares it, spec §7). */
export const FINANCE_SIGN_SUCCESS = 'SUCCESS';

/** One of the member's finance submissions, whatever its kind. */
export const myFinanceApplySchema = z.object({
  id: z.number(),
  /** 1 loan application, 2 financing need, 3 finance demand application. */
  kind: z.number(),
  companyName: z.string(),
  /** 万元; null for kind 3. */
  applyMoney: z.number().nullable(),
  linkman: z.string().nullable(),
  linkPhone: z.string(),
  /** A one-line summary: guaranty type, project, or the demand (joinReason). */
  summary: z.string(),
  /** FINANCE_APPLY_STATUSES */
  status: z.number(),
  createdAt: z.string(),
});
export type MyFinanceApply = z.infer<typeof myFinanceApplySchema>;
