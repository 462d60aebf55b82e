/**
 * How far one bid may jump (issue #23): an absurd bid would lock an auction, since nobody could
 * outbid it. The server refuses a bid above the cap; the browser asks twice over the threshold.
 */

export interface BidPrices {
  bidCount: number;
  startPrice: number;
  currentPrice: number;
  stepPrice: number;
}

/** A bid may be at most this many steps above the current price (the start price at first). */
export const BID_MAX_STEPS = 20;

/** Above this many steps over the lowest acceptable bid the browser warns before sending. */
export const BID_CONFIRM_STEPS = 2;
/** …or above this share over the current price. */
export const BID_CONFIRM_RATIO = 0.1;

/** The highest acceptable bid, yuan. */
export function maxBidPrice(a: BidPrices): number {
  const base = a.bidCount === 0 ? Number(a.startPrice) : Number(a.currentPrice);
  return base + BID_MAX_STEPS * Number(a.stepPrice);
}

/** The lowest acceptable bid, yuan: the start price while nobody has bid, else current + step. */
export function minBidPrice(a: BidPrices): number {
  return a.bidCount === 0 ? Number(a.startPrice) : Number(a.currentPrice) + Number(a.stepPrice);
}

/** A bid far enough above the minimum that the member should look twice. */
export function bidNeedsWarning(a: BidPrices, amount: number): boolean {
  return (
    amount > minBidPrice(a) + BID_CONFIRM_STEPS * Number(a.stepPrice) ||
    amount > Number(a.currentPrice) * (1 + BID_CONFIRM_RATIO)
  );
}
