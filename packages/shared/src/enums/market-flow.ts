import type { AuctionStatus } from './auction-status.ts';
import { keysOf } from './label.ts';
import type { OrderStatus } from './order-status.ts';

/*
 * Tables of the technology market that the spec leaves open (added), and the transitions the
 * server enforces for the spec's own tables (AUCTION_STATUSES, ORDER_STATUSES).
 */

/**
 * Auction status moves (spec §4 order): 0 未上架 → 1 即将开始 → 2 进行中 → 3 已结束 → 4 已评价,
 * and 5 已中止 from 0–2. 1→2 and 2→3 happen by the clock (start and end times); 0→1 (listing),
 * →5 (abort) and 3→4 (evaluation) are operator actions.
 */
export const AUCTION_TRANSITIONS: Readonly<Record<AuctionStatus, readonly AuctionStatus[]>> = {
  0: [1, 5],
  1: [2, 5],
  2: [3, 5],
  3: [4],
  4: [],
  5: [],
};

/** The auction status that accepts bids. */
export const AUCTION_IN_PROGRESS = 2 satisfies AuctionStatus;

/**
 * Registration (order) status moves, shared by transfer and contract registrations:
 * payment 0 待支付 → 1 已支付 | 3 支付失败, 3 → 0 retry;
 * 1 未登记 → 2 已登记/待审核 (self) | 6 待选择 (an agency is asked);
 * 6 → 7 已选中 | 8 未选中; 8 → 6 (member re-chooses an agency, transfer step 3);
 * 7 → 2 (the agency registered it); 2 → 4 已受理 | 5 已驳回; 5 → 2 (member corrects, resubmits).
 * 4 is final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  0: [1, 3],
  1: [2, 6],
  2: [4, 5],
  3: [0],
  4: [],
  5: [2],
  6: [7, 8],
  7: [2],
  8: [6],
};

export function canMoveOrder(from: number, to: number): boolean {
  return (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

export function canMoveAuction(from: number, to: number): boolean {
  return (AUCTION_TRANSITIONS[from as AuctionStatus] ?? []).includes(to as AuctionStatus);
}

/** How a transfer registration is made (TRANSFER_STEPS 1 选择登记方式; added). */
export const TRANSFER_METHODS = { 1: '自行登记', 2: '委托机构登记' } as const;

export type TransferMethod = keyof typeof TRANSFER_METHODS;

/** Technical contract types (技术合同认定登记 categories; added). */
export const CONTRACT_TYPES = {
  1: '技术开发',
  2: '技术转让',
  3: '技术许可',
  4: '技术咨询',
  5: '技术服务',
} as const;

export type ContractType = keyof typeof CONTRACT_TYPES;

/** Undertaking of a need (/Undertake; added). 4: the member withdrew it while 0 待对接. */
export const UNDERTAKE_STATUSES = {
  0: '待对接',
  1: '对接中',
  2: '已达成',
  3: '未采纳',
  4: '已撤回',
} as const;

/** The undertaking status a member may withdraw from (→ 4 已撤回). */
export const UNDERTAKE_WITHDRAWABLE = 0 satisfies UndertakeStatus;

/**
 * A member takes their own need down (→ 3 已下架): while 0 待审核 (withdrawn before review) or
 * 1 已发布. 2 审核未通过 and 3 已下架 stay as they are.
 */
export const NEED_MEMBER_CLOSABLE: readonly number[] = [0, 1];

export type UndertakeStatus = keyof typeof UNDERTAKE_STATUSES;

/** Bounty participation (/ParticipateBounty; added). */
export const PARTICIPATION_STATUSES = {
  0: '待评审',
  1: '已评审',
  2: '揭榜成功',
  3: '未入选',
} as const;

export type ParticipationStatus = keyof typeof PARTICIPATION_STATUSES;

/**
 * What a member can collect (spec §7 collect paths; need and deal added): the key is the path
 * segment of /client/mine/collect/<kind>.
 */
export const COLLECT_KINDS = {
  tech: '技术成果',
  vip: '会员单位',
  action: '活动',
  policy: '政策',
  reward: '技术悬赏',
  product: '服务产品',
  need: '技术需求',
  deal: '成交公告',
} as const;

export type CollectKind = keyof typeof COLLECT_KINDS;

export const COLLECT_KIND_VALUES = keysOf(COLLECT_KINDS);

/** List orders of the market pages (added). */
export const MARKET_SORTS = {
  latest: '最新发布',
  priceAsc: '价格从低到高',
  priceDesc: '价格从高到低',
  views: '浏览最多',
  /** Lists with a deadline (policies): open calls first, the soonest end first. */
  deadline: '即将截止',
} as const;

export type MarketSort = keyof typeof MARKET_SORTS;

export const MARKET_SORT_VALUES = keysOf(MARKET_SORTS);
