/**
 * Outcomes, needs, bounties and deals: cards, details and member actions (paths in
 * api/market.ts).
 */

import { z } from 'zod';
import { numericKeys } from '../enums/label.ts';
import { OWNER_TYPES } from '../enums/market-status.ts';
import { Messages, positiveIntField, strictRequest } from '../validation/common.ts';
import { marketFilterShape, optionalFlag, optionalIntEnum } from '../validation/filters.ts';
import type { participateSchema, undertakeSchema } from '../validation/market.ts';
import { MarketMessages as M } from '../validation/market-messages.ts';
import { optionalIdField, pagingShape } from '../validation/paging.ts';
import { fieldRefSchema, regionRefSchema } from './market-common.ts';
import { needHeadShape, needTagSchema, undertakingShape } from './need.ts';

// ---------------------------------------------------------------------------------------------
// Outcomes

export const outcomeQuerySchema = strictRequest({
  ...marketFilterShape,
  /** optValue of dictionary maturity (技术成熟度). */
  maturity: optionalIdField(Messages.formInvalid),
  /** optValue of dictionary cooperation_type (合作方式). */
  cooperationType: optionalIdField(Messages.formInvalid),
  /** TRADE_STATUSES: 0 未交易, 1 已交易. */
  tradeStatus: optionalIntEnum([0, 1], M.statusInvalid),
  /** OWNER_TYPES */
  ownerType: optionalIntEnum(numericKeys(OWNER_TYPES), Messages.formInvalid),
});
export type OutcomeQuery = z.input<typeof outcomeQuerySchema>;

/** Outcome card (spec §3 outcome item + list fields). price 0 = 面议. */
export const outcomeItemSchema = z.object({
  ...fieldRefSchema.shape,
  ...regionRefSchema.shape,
  id: z.number(),
  goodsName: z.string(),
  coverImg: z.string(),
  maturity: z.number(),
  maturityName: z.string(),
  cooperationType: z.number(),
  cooperationName: z.string(),
  price: z.number(),
  /** Truthy shows the traded seal, else 未交易 (TRADE_STATUSES). */
  tradeStatus: z.number(),
  /** OWNER_TYPES */
  ownerType: z.number(),
  orgName: z.string(),
  summary: z.string(),
  keywords: z.array(z.string()),
  publishDate: z.string(),
  viewCount: z.number(),
  isCollect: z.boolean(),
});
export type OutcomeItem = z.infer<typeof outcomeItemSchema>;

// ---------------------------------------------------------------------------------------------
// Deals (before the outcome detail, which lists them)

export const dealQuerySchema = strictRequest({
  ...marketFilterShape,
  /** optValue of dictionary cooperation_type. */
  dealType: optionalIdField(Messages.formInvalid),
});
export type DealQuery = z.input<typeof dealQuerySchema>;

/** Deal announcement card. amount in yuan; publishDate is the deal date. */
export const dealItemSchema = z.object({
  ...fieldRefSchema.shape,
  ...regionRefSchema.shape,
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
});
export type DealItem = z.infer<typeof dealItemSchema>;

/** What a deal traded, while it is still published. */
const tradedRefSchema = z.object({ id: z.number(), goodsName: z.string() }).nullable();

export const dealDetailSchema = z.object({
  ...dealItemSchema.shape,
  outcome: tradedRefSchema,
  need: tradedRefSchema,
  related: z.array(dealItemSchema),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

/**
 * One detail for the three outcome screens: OutcomeDetail shows the card fields, detail and
 * contact; OutcomeDetails adds the deals and related list; NewOutcomeDetail the cover-led layout.
 */
export const outcomeDetailSchema = z.object({
  ...outcomeItemSchema.shape,
  /** HTML fragment (sanitised at write time). */
  detail: z.string(),
  linkman: z.string(),
  /** Masked: 138****5678. */
  linkphone: z.string(),
  /** Patents the publishing organisation listed (provider workspace outcomes). */
  patents: z.array(z.object({ no: z.string(), name: z.string() })),
  collectCount: z.number(),
  /** Deal announcements of this outcome, newest first. */
  deals: z.array(dealItemSchema),
  /** Up to 6 published outcomes of the same field, newest first. */
  related: z.array(outcomeItemSchema),
});
export type OutcomeDetail = z.infer<typeof outcomeDetailSchema>;

/** An outcome the member published (/UserInfo/MyResult). */
export const myOutcomeSchema = z.object({
  id: z.number(),
  goodsName: z.string(),
  coverImg: z.string(),
  price: z.number(),
  /** PUBLISH_STATUSES */
  status: z.number(),
  /** TRADE_STATUSES */
  tradeStatus: z.number(),
  publishDate: z.string(),
});
export type MyOutcome = z.infer<typeof myOutcomeSchema>;

/** GET /client/mine/outcome/detail: the member's own outcome, whatever its review status. */
export const myOutcomeDetailSchema = myOutcomeSchema.extend({
  orgName: z.string(),
  keywords: z.string(),
  summary: z.string(),
  viewCount: z.number(),
  updatedAt: z.string(),
});
export type MyOutcomeDetail = z.infer<typeof myOutcomeDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Needs

export const needQuerySchema = strictRequest({
  ...marketFilterShape,
  /** Need type tag id (NEED_TAG_TYPES 1). */
  needType: optionalIdField(Messages.needTypeRequired),
  /** Transfer type tag id (NEED_TAG_TYPES 2). */
  giveType: optionalIdField(Messages.giveTypeRequired),
  /** true: deadline today or later; false: past the deadline. */
  open: optionalFlag,
});
export type NeedQuery = z.input<typeof needQuerySchema>;

/**
 * Need card. The list holds published needs (status 1) for everyone, plus the asking member's
 * own needs still 待审核 (status 0) — they show with that label (PUBLISH_STATUSES).
 */
export const needItemSchema = z.object({
  ...needHeadShape,
  techFieldId: z.number().nullable(),
  techArea: z.string().nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string(),
  /** Yuan; 0 = 面议; null = not given (members' needs). */
  budget: z.number().nullable(),
  companyName: z.string().nullable(),
  summary: z.string(),
  deadlineTime: z.string(),
  /** The day it was published (created). */
  publishDate: z.string(),
  /** PUBLISH_STATUSES */
  status: z.number(),
  /** Deadline today or later and published: 我要承接 is offered. */
  isOpen: z.boolean(),
  undertakeCount: z.number(),
  viewCount: z.number(),
  isCollect: z.boolean(),
  /** The asking member published it (no 我要承接). */
  isMine: z.boolean(),
});
export type NeedItem = z.infer<typeof needItemSchema>;

export const needDetailSchema = z.object({
  ...needItemSchema.shape,
  goodsDesc: z.string().nullable(),
  linkman: z.string().nullable(),
  linkphone: z.string().nullable(),
  tags: z.array(needTagSchema),
  /** The asking member has already undertaken it. */
  isUndertaken: z.boolean(),
  related: z.array(needItemSchema),
});
export type NeedDetail = z.infer<typeof needDetailSchema>;

/** POST /client/mine/need/undertake (/Undertake). */
export type UndertakeRequest = z.input<typeof undertakeSchema>;

export const myUndertakeSchema = z.object({
  id: z.number(),
  needId: z.number(),
  goodsName: z.string(),
  deadlineTime: z.string(),
  ...undertakingShape,
});
export type MyUndertake = z.infer<typeof myUndertakeSchema>;

/** GET /client/mine/need/undertake/detail: one of the member's undertakings and its need. */
export const myUndertakeDetailSchema = myUndertakeSchema.extend({
  /** PUBLISH_STATUSES of the need. */
  needStatus: z.number(),
  needCompanyName: z.string().nullable(),
  needDesc: z.string().nullable(),
  updatedAt: z.string(),
});
export type MyUndertakeDetail = z.infer<typeof myUndertakeDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Bounties (rewards)

export const rewardQuerySchema = strictRequest({
  ...marketFilterShape,
  /** UNVEIL_STATUSES: 0 未揭榜, 1 已揭榜. */
  unveilStatus: optionalIntEnum([0, 1], M.statusInvalid),
  /** true: deadline today or later and not unveiled (open for participation). */
  open: optionalFlag,
});
export type RewardQuery = z.input<typeof rewardQuerySchema>;

/** Bounty card (spec §3 demand item + list fields). amount in yuan. */
export const rewardItemSchema = z.object({
  ...fieldRefSchema.shape,
  ...regionRefSchema.shape,
  id: z.number(),
  rewardName: z.string(),
  amount: z.number(),
  deadline: z.string(),
  /** Truthy shows the traded seal, else 未揭榜 (UNVEIL_STATUSES). */
  unveilStatus: z.number(),
  publisher: z.string(),
  summary: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  participantCount: z.number(),
  /** Before the deadline and not unveiled: 我要揭榜 is offered. */
  isOpen: z.boolean(),
  isCollect: z.boolean(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const rewardDetailSchema = z.object({
  ...rewardItemSchema.shape,
  detail: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  isParticipated: z.boolean(),
  related: z.array(rewardItemSchema),
});
export type RewardDetail = z.infer<typeof rewardDetailSchema>;

/** POST /client/mine/reward/participate (/ParticipateBounty). */
export type ParticipateRequest = z.input<typeof participateSchema>;

export const rewardRankingQuerySchema = strictRequest({
  ...pagingShape,
  rewardId: positiveIntField(M.rewardIdRequired),
});
export type RewardRankingQuery = z.input<typeof rewardRankingQuerySchema>;

/** Ranking row: by score (highest first; unscored last), then earliest submission. */
export const rewardRankItemSchema = z.object({
  rank: z.number(),
  id: z.number(),
  companyName: z.string(),
  /** Masked: 王** */
  linkman: z.string(),
  score: z.number().nullable(),
  /** PARTICIPATION_STATUSES */
  status: z.number(),
  submittedAt: z.string(),
  isMine: z.boolean(),
});
export type RewardRankItem = z.infer<typeof rewardRankItemSchema>;

export const myParticipationSchema = z.object({
  id: z.number(),
  rewardId: z.number(),
  rewardName: z.string(),
  amount: z.number(),
  deadline: z.string(),
  unveilStatus: z.number(),
  companyName: z.string(),
  plan: z.string(),
  score: z.number().nullable(),
  /** Position in the ranking. */
  rank: z.number(),
  /** PARTICIPATION_STATUSES */
  status: z.number(),
  createdAt: z.string(),
});
export type MyParticipation = z.infer<typeof myParticipationSchema>;
