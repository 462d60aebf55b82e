import { z } from 'zod';
import { ADDRESS_MAX, JOIN_REASON_MAX, TEXTAREA_MAX } from '../constants.ts';
import {
  captchaField,
  intField,
  Messages,
  moneyField,
  optionalText,
  phoneField,
  requiredText,
} from './common.ts';

const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

const linkPhone = () => phoneField(Messages.phoneRequired, Messages.phoneInvalidLong);

/** Captcha fetch of the loan and financing dialogs: a missing phone is also 请输入正确手机号. */
export const phoneCaptchaRequestSchema = z.object({
  telephone: phoneField(Messages.phoneInvalid, Messages.phoneInvalid),
});

/** Loan application dialog on the home page (spec §3, §5). */
export const loanApplicationSchema = z.object({
  companyName: requiredText(Messages.companyNameRequired),
  applyMoney: moneyField(Messages.applyMoneyRequired),
  guarantyType: intField(Messages.guarantyTypeRequired),
  moneyUse: optionalText(TEXTAREA_MAX, Messages.textareaTooLong),
  businessScope: optionalText(TEXTAREA_MAX, Messages.textareaTooLong),
  linkName: requiredText(Messages.linkmanRequired),
  linkPhone: linkPhone(),
  captcha: captchaField(),
});

/** Optional share percentage, 0–100 with at most 2 decimals; blank means not given. */
const stockPercent = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return PERCENT_PATTERN.test(trimmed) ? Number(trimmed) : value;
  },
  z
    .number({ error: Messages.stockPercentInvalid })
    .min(0, Messages.stockPercentInvalid)
    .max(100, Messages.stockPercentInvalid)
    .refine((n) => PERCENT_PATTERN.test(String(n)), Messages.stockPercentInvalid)
    .optional(),
);

/** Financing need dialog on the home page (spec §3, §5). */
export const financingNeedSchema = z.object({
  companyName: requiredText(Messages.companyNameRequired),
  applyMoney: moneyField(Messages.applyMoneyRequired),
  projectDesc: optionalText(TEXTAREA_MAX, Messages.textareaTooLong),
  // Field name as the spec spells it.
  stockPecent: stockPercent.optional(),
  linkPhone: linkPhone(),
  captcha: captchaField(),
});

/** A dictionary item of key company_property, as picked in the select. */
const companyProperty = z.object(
  {
    id: intField(Messages.companyPropertyRequired),
    optName: requiredText(Messages.companyPropertyRequired),
  },
  { error: Messages.companyPropertyRequired },
);

/** Finance demand form (spec §5 "Finance demand form"), validated on blur. */
export const financeDemandApplicationSchema = z.object({
  companyName: requiredText(Messages.unitNameRequired),
  legalPerson: requiredText(Messages.legalPersonRequired),
  companyProperty,
  linkman: requiredText(Messages.linkmanRequired),
  linkphone: phoneField(Messages.contactPhoneRequired, Messages.phoneInvalidLong),
  companyAddress: requiredText(Messages.companyAddressRequired, ADDRESS_MAX),
  mainBusiness: requiredText(Messages.mainBusinessRequired, TEXTAREA_MAX, Messages.textareaTooLong),
  joinReason: requiredText(
    Messages.joinReasonRequired,
    JOIN_REASON_MAX,
    Messages.joinReasonTooLong,
  ),
  ownQuality: optionalText(TEXTAREA_MAX, Messages.textareaTooLong),
  // Fixed by the client (spec §7); filled in when absent.
  signCategory: z
    .literal('REQUIREMENT', { error: Messages.signCategoryInvalid })
    .default('REQUIREMENT'),
});

/**
 * The spec keeps a businessLocation rule that no field uses (spec §5). Kept as an antd-style rule
 * so a future field can use it as is.
 */
export const businessLocationRule = {
  required: true,
  whitespace: true,
  message: Messages.businessLocationRequired,
} as const;

export type PhoneCaptchaBody = z.output<typeof phoneCaptchaRequestSchema>;
export type LoanApplicationValues = z.output<typeof loanApplicationSchema>;
export type FinancingNeedValues = z.output<typeof financingNeedSchema>;
export type FinanceDemandApplicationValues = z.output<typeof financeDemandApplicationSchema>;
