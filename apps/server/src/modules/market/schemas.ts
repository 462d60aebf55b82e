import type {
  BidItem,
  BidRecord,
  DealItem,
  NeedItem,
  OutcomeItem,
  RewardItem,
} from '@portal/shared';
import { z } from 'zod';

/** Response schemas of the market cards (types in @portal/shared api/market.ts). */

export const fieldRefShape = {
  techFieldId: z.number(),
  techArea: z.string(),
  parentFieldId: z.number(),
  parentTechArea: z.string(),
};

export const regionRefShape = { regionCode: z.string(), regionName: z.string() };

export const outcomeItemShape = {
  ...fieldRefShape,
  ...regionRefShape,
  id: z.number(),
  goodsName: z.string(),
  coverImg: z.string(),
  maturity: z.number(),
  maturityName: z.string(),
  cooperationType: z.number(),
  cooperationName: z.string(),
  price: z.number(),
  tradeStatus: z.number(),
  ownerType: z.number(),
  orgName: z.string(),
  summary: z.string(),
  keywords: z.array(z.string()),
  publishDate: z.string(),
  viewCount: z.number(),
  isCollect: z.boolean(),
};

export const outcomeItemSchema = z.object(outcomeItemShape) satisfies z.ZodType<OutcomeItem>;

export const needItemShape = {
  id: z.number(),
  goodsName: z.string(),
  needType: z.number(),
  needTypeName: z.string(),
  giveType: z.number(),
  giveTypeName: z.string(),
  techFieldId: z.number().nullable(),
  techArea: z.string().nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string(),
  budget: z.number().nullable(),
  companyName: z.string().nullable(),
  summary: z.string(),
  deadlineTime: z.string(),
  publishDate: z.string(),
  status: z.number(),
  isOpen: z.boolean(),
  undertakeCount: z.number(),
  viewCount: z.number(),
  isCollect: z.boolean(),
  isMine: z.boolean(),
};

export const needItemSchema = z.object(needItemShape) satisfies z.ZodType<NeedItem>;

export const rewardItemShape = {
  ...fieldRefShape,
  ...regionRefShape,
  id: z.number(),
  rewardName: z.string(),
  amount: z.number(),
  deadline: z.string(),
  unveilStatus: z.number(),
  publisher: z.string(),
  summary: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  participantCount: z.number(),
  isOpen: z.boolean(),
  isCollect: z.boolean(),
};

export const rewardItemSchema = z.object(rewardItemShape) satisfies z.ZodType<RewardItem>;

export const dealItemShape = {
  ...fieldRefShape,
  ...regionRefShape,
  id: z.number(),
  title: z.string(),
  outcomeId: z.number().nullable(),
  needId: z.number().nullable(),
  amount: z.number(),
  dealType: z.number(),
  dealTypeName: z.string(),
  transferor: z.string(),
  transferee: z.string(),
  dealDate: z.string(),
  contractNo: z.string(),
  viewCount: z.number(),
  isCollect: z.boolean(),
};

export const dealItemSchema = z.object(dealItemShape) satisfies z.ZodType<DealItem>;

export const bidItemShape = {
  ...fieldRefShape,
  ...regionRefShape,
  id: z.number(),
  title: z.string(),
  coverImg: z.string(),
  orgName: z.string(),
  outcomeId: z.number().nullable(),
  startPrice: z.number(),
  stepPrice: z.number(),
  currentPrice: z.number(),
  bidCount: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  auctionStatus: z.number(),
  countdownMs: z.number(),
  viewCount: z.number(),
  focusCount: z.number(),
  isFocus: z.boolean(),
};

export const bidItemSchema = z.object(bidItemShape) satisfies z.ZodType<BidItem>;

export const bidRecordSchema = z.object({
  id: z.number(),
  bidderName: z.string(),
  amount: z.number(),
  bidTime: z.string(),
  status: z.number(),
  isMine: z.boolean(),
}) satisfies z.ZodType<BidRecord>;
