import type { ColumnType, Generated } from 'kysely';

/*
 * Technology market tables (spec §2 /Project: Outcome, Requirement, Reward, Deal). The home
 * boards read them now; the market issue adds its endpoints on the same columns. Money in
 * yuan (whole), 0 = 面议; dates yyyy-MM-dd; `*At` epoch ms.
 */

export interface OutcomesTable {
  id: Generated<number>;
  /** The member who published it; null when entered by the platform. */
  userId: number | null;
  goodsName: string;
  /** Second-level technical field. */
  techFieldId: number;
  regionCode: string;
  /** optValue of dictionary maturity. */
  maturity: number;
  /** optValue of dictionary cooperation_type. */
  cooperationType: number;
  price: number;
  /** TRADE_STATUSES */
  tradeStatus: number;
  /** OWNER_TYPES */
  ownerType: number;
  orgName: string;
  schoolId: number | null;
  linkman: string;
  linkphone: string;
  coverImg: string;
  /** 、-separated. */
  keywords: string;
  summary: string;
  /** HTML fragment. */
  detail: string;
  /** 1: shown among the important projects (tech/home). */
  featured: number;
  /** PUBLISH_STATUSES */
  status: number;
  publishDate: string;
  viewCount: number;
  createdAt: number;
  updatedAt: number;
  /** The service-hall organisation that published it in the workspace (migration 20261128_5). */
  orgId: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of {no, name}: the approved revision's patents (migration 20261130_merchant_products_01). */
  patents: Generated<string>;
}

/** Bounties (揭榜挂帅): the demand side of the home board. */
export interface RewardsTable {
  id: Generated<number>;
  userId: number | null;
  rewardName: string;
  amount: number;
  techFieldId: number;
  regionCode: string;
  deadline: string;
  /** UNVEIL_STATUSES */
  unveilStatus: number;
  publisher: string;
  linkman: string;
  linkphone: string;
  summary: string;
  detail: string;
  status: number;
  publishDate: string;
  viewCount: number;
  /** Added by migration 05. */
  participantCount: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** Deal announcements: what was traded (an outcome or a need), between whom, for how much. */
export interface DealsTable {
  id: Generated<number>;
  title: string;
  outcomeId: number | null;
  needId: number | null;
  amount: number;
  /** optValue of dictionary cooperation_type. */
  dealType: number;
  transferor: string;
  transferee: string;
  techFieldId: number;
  regionCode: string;
  dealDate: string;
  contractNo: string;
  /** Added by migration 05. */
  viewCount: Generated<number>;
  createdAt: number;
}

export interface MarketTables {
  outcomes: OutcomesTable;
  rewards: RewardsTable;
  deals: DealsTable;
}
