/**
 * Bidding, collections, transfer and contract registrations (paths in api/market.ts).
 */

import { z } from 'zod';
import { COLLECT_KIND_VALUES } from '../enums/market-flow.ts';
import { positiveIntField, strictRequest } from '../validation/common.ts';
import { blankAsAbsent, marketFilterShape, optionalIntEnum } from '../validation/filters.ts';
import {
  type bidFocusSchema,
  type bidOfferSchema,
  contractDatesRule,
  contractFields,
  type myBidQueryShape,
  type transferAgencySchema,
  type transferMethodSchema,
} from '../validation/market.ts';
import { MarketMessages as M } from '../validation/market-messages.ts';
import { pagingShape } from '../validation/paging.ts';
import { uploadedFileSchema } from './account.ts';
import { pageOf } from './envelope.ts';
import { fieldRefSchema, regionRefSchema } from './market-common.ts';

// ---------------------------------------------------------------------------------------------
// Bidding (auctions and bids)

export const bidQuerySchema = strictRequest({
  ...marketFilterShape,
  /** AUCTION_STATUSES 1–5 (0 未上架 is never listed publicly). */
  auctionStatus: optionalIntEnum([1, 2, 3, 4, 5], M.statusInvalid),
});
export type BidQuery = z.input<typeof bidQuerySchema>;

/**
 * Auction card. auctionStatus (AUCTION_STATUSES) is computed from the stored state and the
 * server clock; countdownMs counts to the start (1) or the end (2), else 0.
 */
export const bidItemSchema = z.object({
  ...fieldRefSchema.shape,
  ...regionRefSchema.shape,
  id: z.number(),
  title: z.string(),
  coverImg: z.string(),
  orgName: z.string(),
  outcomeId: z.number().nullable(),
  startPrice: z.number(),
  stepPrice: z.number(),
  /** Highest bid, or the start price while there is none. */
  currentPrice: z.number(),
  bidCount: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  auctionStatus: z.number(),
  countdownMs: z.number(),
  viewCount: z.number(),
  focusCount: z.number(),
  isFocus: z.boolean(),
});
export type BidItem = z.infer<typeof bidItemSchema>;

export const bidPageSchema = pageOf(bidItemSchema).extend({
  /** Server time of the answer, yyyy-MM-dd HH:mm:ss; countdowns run from it. */
  serverTime: z.string(),
});
export type BidPage = z.infer<typeof bidPageSchema>;

/**
 * A bid. status (BID_STATUSES) follows the auction: 1 竞价中 while it runs; once it has ended,
 * 3 已中标 for the highest bid and 4 未中标 for the others; 5 已流拍 when it was aborted.
 * 0 待审核 and 2 审核未通过 belong to review-gated auctions, not offered yet.
 */
export const bidRecordSchema = z.object({
  id: z.number(),
  /** Masked member name: 张** / a***9. */
  bidderName: z.string(),
  amount: z.number(),
  bidTime: z.string(),
  status: z.number(),
  isMine: z.boolean(),
});
export type BidRecord = z.infer<typeof bidRecordSchema>;

export const bidDetailSchema = z.object({
  ...bidItemSchema.shape,
  summary: z.string(),
  detail: z.string(),
  /** Lowest acceptable next bid: the start price with no bids, else current + step. */
  minNextPrice: z.number(),
  serverTime: z.string(),
  /** Latest 10 bids, highest first (bidRecords pages the rest). */
  records: z.array(bidRecordSchema),
  /** The asking member holds the highest bid. */
  isLeading: z.boolean(),
});
export type BidDetail = z.infer<typeof bidDetailSchema>;

/** POST /client/mine/bid/offer. */
export type BidOfferRequest = z.input<typeof bidOfferSchema>;

export const bidOfferResultSchema = z.object({
  id: z.number(),
  currentPrice: z.number(),
  bidCount: z.number(),
  minNextPrice: z.number(),
});
export type BidOfferResult = z.infer<typeof bidOfferResultSchema>;

/** POST /client/mine/bid/focus and /client/mine/bid/cancel/focus (spec §7). */
export type BidFocusRequest = z.input<typeof bidFocusSchema>;

/** GET /client/mine/bid/record/list: paging, optionally one auction's bids only. */
export type MyBidQuery = z.input<z.ZodObject<typeof myBidQueryShape>>;

export const myBidRecordSchema = z.object({
  id: z.number(),
  bidId: z.number(),
  title: z.string(),
  coverImg: z.string(),
  amount: z.number(),
  bidTime: z.string(),
  /** BID_STATUSES, as in BidRecord. */
  status: z.number(),
  /** The bid's own word (bidStatusName): 领先 / 已被超越 while 竞价中, else BID_STATUSES. */
  statusName: z.string(),
  auctionStatus: z.number(),
  currentPrice: z.number(),
  endTime: z.string(),
});
export type MyBidRecord = z.infer<typeof myBidRecordSchema>;

// ---------------------------------------------------------------------------------------------
// Collections

export type CollectKindValue =
  | 'tech'
  | 'vip'
  | 'action'
  | 'policy'
  | 'reward'
  | 'product'
  | 'need'
  | 'deal';

export const myCollectQuerySchema = strictRequest({
  ...pagingShape,
  /** COLLECT_KINDS; absent: every kind. */
  kind: blankAsAbsent(z.enum(COLLECT_KIND_VALUES, { error: M.collectKindInvalid }).optional()),
});
export type MyCollectQuery = z.input<typeof myCollectQuerySchema>;

/** A collected item. One taken down since it was collected shows as 该内容已下架或删除. */
export const myCollectItemSchema = z.object({
  /** The collected record's id (what /cancel takes). */
  id: z.number(),
  kind: z.enum(COLLECT_KIND_VALUES),
  title: z.string(),
  img: z.string().nullable(),
  summary: z.string(),
  collectedAt: z.string(),
});
export type MyCollectItem = z.infer<typeof myCollectItemSchema>;

// ---------------------------------------------------------------------------------------------
// Transfer registration (/Transfer)

/**
 * The member's transfer registration. step (TRANSFER_STEPS) is what the screen shows next:
 * 0 risk notice (not yet acknowledged), 1 choose the registration method (acknowledged; also
 * while the result is pending), 3 re-choose the agency (status 8 未选中). status is
 * ORDER_STATUSES: 1 未登记 until the method is chosen; self registration → 2 已登记/待审核;
 * via an agency → 6 待选择, then 7 已选中 / 8 未选中 by the agency; 2 → 4 已受理 / 5 已驳回.
 */
export const transferRegistrationSchema = z.object({
  id: z.number(),
  step: z.union([z.literal(0), z.literal(1), z.literal(3)]),
  status: z.number(),
  /** TRANSFER_METHODS, null until chosen. */
  method: z.number().nullable(),
  /** APPLICANT_TYPES, null until chosen. */
  applicantType: z.number().nullable(),
  applicantName: z.string().nullable(),
  projectName: z.string().nullable(),
  outcomeId: z.number().nullable(),
  linkman: z.string().nullable(),
  linkphone: z.string().nullable(),
  /** Agency (business/orgs) for method 2. */
  orgId: z.number().nullable(),
  orgName: z.string().nullable(),
  riskAcceptedAt: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransferRegistration = z.infer<typeof transferRegistrationSchema>;

/** Step 1. orgId (a business/orgs id) is required for method 2 and refused for method 1. */
export type TransferMethodRequest = z.input<typeof transferMethodSchema>;

/** Step 3: only while status is 8 未选中; the registration goes back to 6 待选择. */
export type TransferAgencyRequest = z.input<typeof transferAgencySchema>;

// ---------------------------------------------------------------------------------------------
// Technical contract registration (/ContractRegistration)

/** POST contract/add: the form. */
export const contractRequestSchema = strictRequest(contractFields).refine(...contractDatesRule);
export type ContractRequest = z.input<typeof contractRequestSchema>;

/** POST contract/update: a rejected registration's id and the form again. */
export const contractUpdateRequestSchema = strictRequest({
  ...contractFields,
  id: positiveIntField(M.contractNotFound),
}).refine(...contractDatesRule);
export type ContractUpdateRequest = z.input<typeof contractUpdateRequestSchema>;

/** One status move of a transfer or contract registration (ORDER_STATUSES). */
export const orderMoveSchema = z.object({
  /** null: the registration was created with toStatus. */
  fromStatus: z.number().nullable(),
  toStatus: z.number(),
  /** A rejection's or non-selection's reason. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderMove = z.infer<typeof orderMoveSchema>;

export const contractRegistrationSchema = z.object({
  id: z.number(),
  contractName: z.string(),
  contractNo: z.string(),
  contractType: z.number(),
  sellerName: z.string(),
  buyerName: z.string(),
  amount: z.number(),
  signDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  remark: z.string().nullable(),
  files: z.array(uploadedFileSchema),
  /** ORDER_STATUSES: 2 已登记/待审核 → 4 已受理 / 5 已驳回; 5 → 2 after an update. */
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractRegistration = z.infer<typeof contractRegistrationSchema>;
