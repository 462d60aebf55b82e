/**
 * Finance categories and the three finance forms of the home page (spec §3, §5, §7): loan
 * application, financing need, finance demand application. Paths are in HomePaths. Every form
 * needs a member token; the loan and financing forms also check an SMS code of purpose 4 sent
 * by HomePaths.phoneCaptcha to their linkPhone.
 */

/** Finance category (spec §3); the home page uses the first 4. */
export interface FinanceCategory {
  id: number;
  catName: string;
  catDesc: string;
  catImg: string;
}

export interface PhoneCaptchaRequest {
  telephone: string;
}

/** POST /api/home/add/loan/apply (JSON). applyMoney in 万元. Answered 提交成功, data {id}. */
export interface LoanApplicationRequest {
  companyName: string;
  applyMoney: number | string;
  /** optValue of dictionary guaranty_type. */
  guarantyType: number;
  moneyUse?: string;
  /** At most 300 characters. */
  businessScope?: string;
  linkName: string;
  linkPhone: string;
  captcha: string;
}

/** POST /api/home/add/financing/demand (JSON). applyMoney in 万元; stockPecent 0–100. */
export interface FinancingNeedRequest {
  companyName: string;
  applyMoney: number | string;
  /** At most 300 characters. */
  projectDesc?: string;
  /** Spelled as in the spec. */
  stockPecent?: number | string;
  linkPhone: string;
  captcha: string;
}

/** companyProperty: the picked option of dictionary company_property. */
export interface CompanyPropertyValue {
  id: number;
  optName: string;
}

/**
 * POST /client/finance/mine/sign. As a form, companyProperty travels as
 * `companyProperty[id]` and `companyProperty[optName]` (or as a JSON string); as JSON, as an
 * object. Success answers msg exactly 'SUCCESS' (spec §7), data {id}.
 */
export interface FinanceDemandApplicationRequest {
  companyName: string;
  companyAddress: string;
  legalPerson: string;
  mainBusiness: string;
  linkman: string;
  linkphone: string;
  companyProperty: CompanyPropertyValue;
  ownQuality?: string;
  /** At most 30 characters. */
  joinReason: string;
  signCategory?: 'REQUIREMENT';
}

/** The msg of a successful finance demand application (the client compares it, spec §7). */
export const FINANCE_SIGN_SUCCESS = 'SUCCESS';

/** One of the member's finance submissions, whatever its kind. */
export interface MyFinanceApply {
  id: number;
  /** 1 loan application, 2 financing need, 3 finance demand application. */
  kind: number;
  companyName: string;
  /** 万元; null for kind 3. */
  applyMoney: number | null;
  linkman: string | null;
  linkPhone: string;
  /** A one-line summary: guaranty type, project, or the demand (joinReason). */
  summary: string;
  /** FINANCE_APPLY_STATUSES */
  status: number;
  createdAt: string;
}
