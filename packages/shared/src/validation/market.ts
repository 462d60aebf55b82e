import { z } from 'zod';
import { numericKeys } from '../enums/label.ts';
import { CONTRACT_TYPES } from '../enums/market-flow.ts';
import {
  contactRequestShape,
  dateField,
  idArrayField,
  intEnumField,
  lenient,
  Messages,
  moneyField,
  optionalText,
  phoneField,
  positiveIntField,
  requiredText,
} from './common.ts';
import { MarketMessages as M } from './market-messages.ts';
import { optionalIdField, pagingShape } from './paging.ts';

export { ArticleMessages, MarketMessages } from './market-messages.ts';

/** /Undertake: a member offers to take on a need. */
export const undertakeSchema = z.object({
  needId: positiveIntField(M.needIdRequired),
  ...contactRequestShape,
  /** Plan / capability description, at most 300 characters. */
  content: requiredText(M.contentRequired, 300, Messages.textareaTooLong),
});

export type UndertakeValues = z.output<typeof undertakeSchema>;

/** /ParticipateBounty: a member joins a bounty. */
export const participateSchema = z.object({
  rewardId: positiveIntField(M.rewardIdRequired),
  ...contactRequestShape,
  /** Solution summary, at most 300 characters. */
  plan: requiredText(M.planRequired, 300, Messages.textareaTooLong),
});

export type ParticipateValues = z.output<typeof participateSchema>;

/** A bid: whole yuan. The server checks it against the current price and the step. */
export const bidOfferSchema = z.object({
  bidId: positiveIntField(M.bidIdRequired),
  /** Yuan, whole. */
  amount: lenient(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({
        error: (i) =>
          i.input == null || i.input === '' ? M.bidAmountRequired : M.bidAmountInvalid,
      })
      .int({ error: M.bidAmountInvalid })
      .positive({ error: M.bidAmountInvalid })
      .max(1e12, { error: M.bidAmountInvalid }),
  ),
});

export type BidOfferValues = z.output<typeof bidOfferSchema>;

/** Following an auction, or no longer following it: the auction. */
export const bidFocusSchema = z.object({
  bidId: positiveIntField(M.bidIdRequired),
});

/** The member's own bids: paging, optionally one auction's bids only. */
export const myBidQueryShape = {
  ...pagingShape,
  bidId: optionalIdField(M.bidIdRequired),
};

/** /Transfer step 1: registration method and applicant. */
export const transferMethodSchema = z.object({
  id: positiveIntField(M.transferNotFound),
  method: intEnumField([1, 2], M.methodRequired),
  applicantType: intEnumField([1, 2, 3], M.applicantTypeRequired),
  applicantName: requiredText(M.applicantNameRequired),
  projectName: requiredText(M.projectNameRequired, 100),
  outcomeId: optionalIdField(M.outcomeNotFound),
  linkman: requiredText(Messages.linkmanRequired),
  linkphone: phoneField(Messages.phoneRequired, Messages.phoneInvalidLong),
  orgId: optionalIdField(M.orgRequired),
});

export type TransferMethodValues = z.output<typeof transferMethodSchema>;

/** /Transfer step 3: another agency. */
export const transferAgencySchema = z.object({
  id: positiveIntField(M.transferNotFound),
  orgId: positiveIntField(M.orgRequired),
});

const CONTRACT_TYPE_VALUES = numericKeys(CONTRACT_TYPES);

/** /ContractRegistration form fields (contractSchema adds the date-order rule). */
export const contractFields = {
  contractName: requiredText(M.contractNameRequired, 100),
  contractNo: requiredText(M.contractNoRequired, 50),
  /** CONTRACT_TYPES 1–5. */
  contractType: intEnumField(CONTRACT_TYPE_VALUES, M.contractTypeRequired),
  /** 卖方（转让方/受托方）. */
  sellerName: requiredText(M.sellerNameRequired, 100),
  /** 买方（受让方/委托方）. */
  buyerName: requiredText(M.buyerNameRequired, 100),
  /** Yuan, positive, at most 2 decimals. */
  amount: moneyField(M.contractAmountRequired),
  signDate: dateField(M.signDateRequired),
  startDate: dateField(M.startDateRequired),
  /** On or after startDate. */
  endDate: dateField(M.endDateRequired),
  /** Ids of the member's own uploads (POST /client/api/upload/url), 1–10. */
  fileIds: idArrayField(M.fileNotFound)
    .refine((ids) => ids.length > 0, M.fileIdsRequired)
    .refine((ids) => ids.length <= 10, M.fileIdsTooMany),
  remark: optionalText(300, Messages.textareaTooLong),
};

/** The end date may not come before the start date. */
export const contractDatesRule: [
  (v: { startDate: string; endDate: string }) => boolean,
  { error: string; path: string[] },
] = [(v) => v.endDate >= v.startDate, { error: M.endBeforeStart, path: ['endDate'] }];

/** /ContractRegistration form. */
export const contractSchema = z.object(contractFields).refine(...contractDatesRule);

export type ContractValues = z.output<typeof contractSchema>;
