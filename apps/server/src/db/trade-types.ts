import type { Generated } from 'kysely';

/*
 * The trading side of the technology market (migration 05): bidding, member actions and the
 * transfer and contract registrations. Money in yuan; `*At` epoch ms; dates yyyy-MM-dd.
 */

/**
 * An auction (a "bid" in spec §7's paths). state: 0 未上架, 1 上架 (status 1/2/3 then follows
 * start_at/end_at and the clock), 4 已评价, 5 已中止 — see modules/bidding/status.ts.
 */
export interface AuctionsTable {
  id: Generated<number>;
  title: string;
  outcomeId: number | null;
  techFieldId: number;
  regionCode: string;
  coverImg: string;
  orgName: string;
  startPrice: number;
  stepPrice: number;
  /** Highest bid; the start price while bidCount is 0. */
  currentPrice: number;
  bidCount: Generated<number>;
  focusCount: Generated<number>;
  startAt: number;
  endAt: number;
  state: number;
  summary: string;
  detail: string;
  viewCount: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** A bid; its BID_STATUSES value is derived from the auction (modules/bidding/status.ts). */
export interface BidsTable {
  id: Generated<number>;
  auctionId: number;
  userId: number;
  amount: number;
  createdAt: number;
}

export interface BidFollowsTable {
  id: Generated<number>;
  auctionId: number;
  userId: number;
  createdAt: number;
}

/** kind: COLLECT_KINDS key; refId: the collected record's id. Unique per member. */
export interface CollectionsTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  refId: number;
  createdAt: number;
}

/** UNDERTAKE_STATUSES; one per member and need. */
export interface UndertakingsTable {
  id: Generated<number>;
  needId: number;
  userId: number;
  companyName: string;
  linkman: string;
  linkphone: string;
  content: string;
  status: Generated<number>;
  /** Why an operator refused it (3 未采纳); null otherwise. */
  reason: string | null;
  createdAt: number;
  updatedAt: number;
}

/** PARTICIPATION_STATUSES; score set at evaluation (null before). One per member and bounty. */
export interface ParticipationsTable {
  id: Generated<number>;
  rewardId: number;
  userId: number;
  companyName: string;
  linkman: string;
  linkphone: string;
  plan: string;
  score: number | null;
  status: Generated<number>;
  /** Why an operator refused it (3); null otherwise. */
  reason: string | null;
  createdAt: number;
  updatedAt: number;
}

/** ORDER_STATUSES; method TRANSFER_METHODS; applicantType APPLICANT_TYPES. */
export interface TransferRegistrationsTable {
  id: Generated<number>;
  userId: number;
  status: number;
  method: number | null;
  applicantType: number | null;
  applicantName: string | null;
  projectName: string | null;
  outcomeId: number | null;
  linkman: string | null;
  linkphone: string | null;
  orgId: number | null;
  riskAcceptedAt: number | null;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
}

/** ORDER_STATUSES; amount in yuan with 2 decimals; fileIds a JSON array of file ids. */
export interface ContractRegistrationsTable {
  id: Generated<number>;
  userId: number;
  contractName: string;
  contractNo: string;
  contractType: number;
  sellerName: string;
  buyerName: string;
  amount: number;
  signDate: string;
  startDate: string;
  endDate: string;
  fileIds: string;
  remark: string | null;
  status: number;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface TradeTables {
  auctions: AuctionsTable;
  bids: BidsTable;
  bidFollows: BidFollowsTable;
  collections: CollectionsTable;
  undertakings: UndertakingsTable;
  participations: ParticipationsTable;
  transferRegistrations: TransferRegistrationsTable;
  contractRegistrations: ContractRegistrationsTable;
}
