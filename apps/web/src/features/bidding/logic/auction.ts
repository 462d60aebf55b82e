/**
 * Auction arithmetic shown on /Competitive and /CompetitiveDetail. Countdowns run from the
 * server's clock: the page notes the offset between the server time of the answer and the
 * browser's clock, so a wrong clock on the visitor's machine does not move the deadline.
 */
import { BID_MAX_STEPS, maxBidPrice } from '@portal/shared/bid-limits';
import { AUCTION_IN_PROGRESS } from '@portal/shared/enums/market-flow';
import { wanToYuan } from '@portal/shared/format';
import { MarketMessages as M } from '@portal/shared/validation/market-messages';

/** yyyy-MM-dd HH:mm:ss in Asia/Shanghai (UTC+8, no summer time) → epoch ms. */
export function parseServerTime(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h! - 8, mi!, s!);
}

/** Milliseconds still to go at `nowMs`, given `countdownMs` as answered at `answeredAtMs`. */
export function remainingMs(countdownMs: number, answeredAtMs: number, nowMs: number): number {
  return Math.max(0, countdownMs - Math.max(0, nowMs - answeredAtMs));
}

/** 2天 03:04:05, or 03:04:05 under a day; 0 gives 00:00:00. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

export interface PriceState {
  startPrice: number;
  currentPrice: number;
  stepPrice: number;
  bidCount: number;
}

/** Lowest acceptable bid: the start price while nobody has bid, else current + step. */
export function minimumBid({ startPrice, currentPrice, stepPrice, bidCount }: PriceState): number {
  return bidCount === 0 ? startPrice : currentPrice + stepPrice;
}

const hasCents = (wan: number) => Math.abs(Math.round(wan * 100) - wan * 100) < 1e-6;

export type BidCheck = { ok: true; yuan: number } | { ok: false; reason: string };

/**
 * What the form checks before asking for confirmation (the server checks again and its
 * message wins): only while in progress, not by the leading bidder, an amount typed in 万元
 * with two decimals at most, at least the minimum and at most the cap (bid-limits.ts). A low
 * amount is refused, never raised.
 */
export function checkBid(
  bid: PriceState & { auctionStatus: number; minNextPrice: number; isLeading: boolean },
  wan: number | null,
): BidCheck {
  if (bid.auctionStatus !== AUCTION_IN_PROGRESS) return { ok: false, reason: M.bidNotInProgress };
  if (bid.isLeading) return { ok: false, reason: M.bidSelfOutbid };
  if (wan === null || !Number.isFinite(wan) || wan <= 0 || !hasCents(wan)) {
    return { ok: false, reason: M.bidAmountInvalid };
  }
  const yuan = wanToYuan(wan);
  if (yuan < bid.minNextPrice) {
    return {
      ok: false,
      reason:
        bid.bidCount === 0
          ? M.bidTooLowFirst(bid.minNextPrice)
          : M.bidTooLow(bid.minNextPrice, bid.currentPrice, bid.stepPrice),
    };
  }
  const max = maxBidPrice(bid);
  if (yuan > max) return { ok: false, reason: M.bidTooHigh(max, BID_MAX_STEPS) };
  return { ok: true, yuan };
}
