import {
  AUCTION_STATUSES,
  type AuctionStatus,
  type BidStatus,
  canMoveAuction,
  labelOf,
  MarketMessages as M,
} from '@portal/shared';
import { type RawBuilder, sql } from 'kysely';

/**
 * What operators store in auctions.state, and the AUCTION_STATUSES shown. Listed auctions
 * (state 1) move 1 即将开始 → 2 进行中 → 3 已结束 by the clock alone, so the status is never
 * stale and needs no scheduler; the other statuses are stored as they are.
 */
export const STATE = { unlisted: 0, listed: 1, evaluated: 4, aborted: 5 } as const;

interface Times {
  state: number;
  startAt: number;
  endAt: number;
}

export function auctionStatus(a: Times, now: number): AuctionStatus {
  if (a.state === STATE.listed) {
    if (now < Number(a.startAt)) return 1;
    return now < Number(a.endAt) ? 2 : 3;
  }
  return a.state === 4 || a.state === 5 ? a.state : 0;
}

/** Milliseconds to the start (1 即将开始) or to the end (2 进行中); 0 otherwise. */
export function countdownMs(a: Times, now: number): number {
  const status = auctionStatus(a, now);
  if (status === 1) return Number(a.startAt) - now;
  if (status === 2) return Number(a.endAt) - now;
  return 0;
}

/** The status rule as a WHERE condition on `auctions as a` (list filter). */
export function statusCondition(status: AuctionStatus, now: number): RawBuilder<boolean> {
  switch (status) {
    case 1:
      return sql<boolean>`(a.state = 1 and a.start_at > ${now})`;
    case 2:
      return sql<boolean>`(a.state = 1 and a.start_at <= ${now} and a.end_at > ${now})`;
    case 3:
      return sql<boolean>`(a.state = 1 and a.end_at <= ${now})`;
    default:
      return sql<boolean>`a.state = ${status}`;
  }
}

/**
 * BID_STATUSES of a bid, from its auction: 1 竞价中 until the auction ends; then 3 已中标 for
 * the highest bid and 4 未中标 for the others; 5 已流拍 when the auction was aborted.
 */
export function bidStatus(auction: AuctionStatus, isHighest: boolean): BidStatus {
  if (auction === 5) return 5;
  if (auction === 3 || auction === 4) return isHighest ? 3 : 4;
  return 1;
}

/**
 * The stored state an operator move leads to, or the refusal message. Moves follow
 * AUCTION_TRANSITIONS; 1→2 and 2→3 belong to the clock; listing needs a start still ahead.
 */
export function stateForMove(
  a: Times,
  to: number,
  now: number,
): { state: number } | { refused: string } {
  const from = auctionStatus(a, now);
  const refuse = () => ({
    refused: M.statusMoveRefused(labelOf(AUCTION_STATUSES, from), labelOf(AUCTION_STATUSES, to)),
  });
  if (!canMoveAuction(from, to)) return refuse();
  if (to === 2 || to === 3) return { refused: '该状态由开始、结束时间自动变更' };
  if (to === 1) {
    if (Number(a.startAt) <= now) return { refused: '开始时间已过，请调整时间后再上架' };
    return { state: STATE.listed };
  }
  return { state: to };
}
