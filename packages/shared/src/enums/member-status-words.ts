import { BID_STATUSES } from './bid-status.ts';
import { labelOf } from './label.ts';

/**
 * Status words of the member's own records (issue 26): each describes the record it sits
 * beside, not the activity or auction it belongs to.
 */

/**
 * A sign-up's status (我的报名): 报名成功 while its activity is published, 活动已取消 once the
 * platform withdrew the activity. (The activity's own 报名中/已结束 is shown apart, as such.)
 */
export const SIGN_UP_STATUSES = { 1: '报名成功', 2: '活动已取消' } as const;

/** A level order whose transfer slip waits for the operators (status 0 with a payment pending). */
export const LEVEL_PURCHASE_AWAITING = '待确认到账';

/**
 * A bid's status as its bidder reads it: while the auction runs (竞价中) the highest bid is
 * 领先 and every other 已被超越; otherwise BID_STATUSES (已中标, 未中标…).
 */
export function bidStatusName(status: number, amount: number, currentPrice: number): string {
  if (status === 1) return amount >= currentPrice ? '领先' : '已被超越';
  return labelOf(BID_STATUSES, status);
}
