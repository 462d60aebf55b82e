import { labelOf } from './label.ts';

/** Outcome trade status: truthy shows the traded seal, else 未交易 (spec §3). */
export const TRADE_STATUSES = { 0: '未交易', 1: '已交易' } as const;

export type TradeStatus = keyof typeof TRADE_STATUSES;

/** Bounty (reward) unveil status: truthy shows the traded seal, else 未揭榜 (spec §3). */
export const UNVEIL_STATUSES = { 0: '未揭榜', 1: '已揭榜' } as const;

export type UnveilStatus = keyof typeof UNVEIL_STATUSES;

/**
 * Review status of published items (outcomes, needs, bounties; added). Members' submissions
 * start at 0 and show publicly only at 1.
 */
export const PUBLISH_STATUSES = { 0: '待审核', 1: '已发布', 2: '审核未通过', 3: '已下架' } as const;

export type PublishStatus = keyof typeof PUBLISH_STATUSES;

/** Who owns an outcome (added). */
export const OWNER_TYPES = { 1: '高校', 2: '科研院所', 3: '企业', 4: '个人' } as const;

export type OwnerType = keyof typeof OWNER_TYPES;

/** A published need before / after its deadline (added). */
export const NEED_OPEN_STATES = { 0: '已截止', 1: '征集中' } as const;

/**
 * The one state a need shows: its review state (待审核, 审核未通过, 已下架) until it is
 * published, then 征集中 or 已截止 by its deadline.
 */
export function needStateLabel(need: { status: number; isOpen: boolean }): string {
  if (need.status !== 1) return labelOf(PUBLISH_STATUSES, need.status);
  return NEED_OPEN_STATES[need.isOpen ? 1 : 0];
}
