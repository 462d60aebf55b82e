/**
 * Outcomes, needs, bounties and deals: cards, details and member actions (paths in
 * api/market.ts).
 */

import type { PageQuery } from './envelope.ts';
import type { FieldRef, MarketFilters, RegionRef } from './market-common.ts';
import type { NeedTag } from './need.ts';

// ---------------------------------------------------------------------------------------------
// Outcomes

export interface OutcomeQuery extends MarketFilters {
  /** optValue of dictionary maturity (技术成熟度). */
  maturity?: number;
  /** optValue of dictionary cooperation_type (合作方式). */
  cooperationType?: number;
  /** TRADE_STATUSES: 0 未交易, 1 已交易. */
  tradeStatus?: 0 | 1;
  /** OWNER_TYPES */
  ownerType?: number;
}

/** Outcome card (spec §3 outcome item + list fields). price 0 = 面议. */
export interface OutcomeItem extends FieldRef, RegionRef {
  id: number;
  goodsName: string;
  coverImg: string;
  maturity: number;
  maturityName: string;
  cooperationType: number;
  cooperationName: string;
  price: number;
  /** Truthy shows the traded seal, else 未交易 (TRADE_STATUSES). */
  tradeStatus: number;
  /** OWNER_TYPES */
  ownerType: number;
  orgName: string;
  summary: string;
  keywords: string[];
  publishDate: string;
  viewCount: number;
  isCollect: boolean;
}

/**
 * One detail for the three outcome screens: OutcomeDetail shows the card fields, detail and
 * contact; OutcomeDetails adds the deals and related list; NewOutcomeDetail the cover-led layout.
 */
export interface OutcomeDetail extends OutcomeItem {
  /** HTML fragment (sanitised at write time). */
  detail: string;
  linkman: string;
  /** Masked: 138****5678. */
  linkphone: string;
  /** Patents the publishing organisation listed (provider workspace outcomes). */
  patents: { no: string; name: string }[];
  collectCount: number;
  /** Deal announcements of this outcome, newest first. */
  deals: DealItem[];
  /** Up to 6 published outcomes of the same field, newest first. */
  related: OutcomeItem[];
}

// ---------------------------------------------------------------------------------------------
// Needs

export interface NeedQuery extends MarketFilters {
  /** Need type tag id (NEED_TAG_TYPES 1). */
  needType?: number;
  /** Transfer type tag id (NEED_TAG_TYPES 2). */
  giveType?: number;
  /** true: deadline today or later; false: past the deadline. */
  open?: boolean;
}

/**
 * Need card. The list holds published needs (status 1) for everyone, plus the asking member's
 * own needs still 待审核 (status 0) — they show with that label (PUBLISH_STATUSES).
 */
export interface NeedItem {
  id: number;
  goodsName: string;
  needType: number;
  needTypeName: string;
  giveType: number;
  giveTypeName: string;
  techFieldId: number | null;
  techArea: string | null;
  regionCode: string | null;
  regionName: string;
  /** Yuan; 0 = 面议; null = not given (members' needs). */
  budget: number | null;
  companyName: string | null;
  summary: string;
  deadlineTime: string;
  /** The day it was published (created). */
  publishDate: string;
  /** PUBLISH_STATUSES */
  status: number;
  /** Deadline today or later and published: 我要承接 is offered. */
  isOpen: boolean;
  undertakeCount: number;
  viewCount: number;
  isCollect: boolean;
  /** The asking member published it (no 我要承接). */
  isMine: boolean;
}

export interface NeedDetail extends NeedItem {
  goodsDesc: string | null;
  linkman: string | null;
  linkphone: string | null;
  tags: NeedTag[];
  /** The asking member has already undertaken it. */
  isUndertaken: boolean;
  related: NeedItem[];
}

/** POST /client/mine/need/undertake (/Undertake). */
export interface UndertakeRequest {
  needId: number;
  companyName: string;
  linkman: string;
  linkphone: string;
  /** Plan / capability description, at most 300 characters. */
  content: string;
}

/** GET /client/mine/need/undertake/detail: one of the member's undertakings and its need. */
export interface MyUndertakeDetail extends MyUndertake {
  /** PUBLISH_STATUSES of the need. */
  needStatus: number;
  needCompanyName: string | null;
  needDesc: string | null;
  updatedAt: string;
}

/** An undertaking the member's need received (MyNeedDetail). */
export interface ReceivedUndertaking {
  id: number;
  companyName: string;
  linkman: string;
  linkphone: string;
  content: string;
  /** UNDERTAKE_STATUSES */
  status: number;
  createdAt: string;
}

/** An outcome the member published (/UserInfo/MyResult). */
export interface MyOutcome {
  id: number;
  goodsName: string;
  coverImg: string;
  price: number;
  /** PUBLISH_STATUSES */
  status: number;
  /** TRADE_STATUSES */
  tradeStatus: number;
  publishDate: string;
}

/** GET /client/mine/outcome/detail: the member's own outcome, whatever its review status. */
export interface MyOutcomeDetail extends MyOutcome {
  orgName: string;
  keywords: string;
  summary: string;
  viewCount: number;
  updatedAt: string;
}

export interface MyUndertake {
  id: number;
  needId: number;
  goodsName: string;
  deadlineTime: string;
  companyName: string;
  linkman: string;
  linkphone: string;
  content: string;
  /** UNDERTAKE_STATUSES */
  status: number;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Bounties (rewards)

export interface RewardQuery extends MarketFilters {
  /** UNVEIL_STATUSES: 0 未揭榜, 1 已揭榜. */
  unveilStatus?: 0 | 1;
  /** true: deadline today or later and not unveiled (open for participation). */
  open?: boolean;
}

/** Bounty card (spec §3 demand item + list fields). amount in yuan. */
export interface RewardItem extends FieldRef, RegionRef {
  id: number;
  rewardName: string;
  amount: number;
  deadline: string;
  /** Truthy shows the traded seal, else 未揭榜 (UNVEIL_STATUSES). */
  unveilStatus: number;
  publisher: string;
  summary: string;
  publishDate: string;
  viewCount: number;
  participantCount: number;
  /** Before the deadline and not unveiled: 我要揭榜 is offered. */
  isOpen: boolean;
  isCollect: boolean;
}

export interface RewardDetail extends RewardItem {
  detail: string;
  linkman: string;
  linkphone: string;
  isParticipated: boolean;
  related: RewardItem[];
}

/** POST /client/mine/reward/participate (/ParticipateBounty). */
export interface ParticipateRequest {
  rewardId: number;
  companyName: string;
  linkman: string;
  linkphone: string;
  /** Solution summary, at most 300 characters. */
  plan: string;
}

export interface RewardRankingQuery extends PageQuery {
  rewardId: number;
}

/** Ranking row: by score (highest first; unscored last), then earliest submission. */
export interface RewardRankItem {
  rank: number;
  id: number;
  companyName: string;
  /** Masked: 王** */
  linkman: string;
  score: number | null;
  /** PARTICIPATION_STATUSES */
  status: number;
  submittedAt: string;
  isMine: boolean;
}

export interface MyParticipation {
  id: number;
  rewardId: number;
  rewardName: string;
  amount: number;
  deadline: string;
  unveilStatus: number;
  companyName: string;
  plan: string;
  score: number | null;
  /** Position in the ranking. */
  rank: number;
  /** PARTICIPATION_STATUSES */
  status: number;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Deals

export interface DealQuery extends MarketFilters {
  /** optValue of dictionary cooperation_type. */
  dealType?: number;
}

/** Deal announcement card. amount in yuan; publishDate is the deal date. */
export interface DealItem extends FieldRef, RegionRef {
  id: number;
  title: string;
  outcomeId: number | null;
  needId: number | null;
  amount: number;
  dealType: number;
  dealTypeName: string;
  transferor: string;
  transferee: string;
  dealDate: string;
  contractNo: string;
  viewCount: number;
  isCollect: boolean;
}

export interface DealDetail extends DealItem {
  /** What was traded, when it is still published. */
  outcome: { id: number; goodsName: string } | null;
  need: { id: number; goodsName: string } | null;
  related: DealItem[];
}
