import { AUCTION_STATUSES } from '@portal/shared/enums/auction-status';
import { BID_STATUSES } from '@portal/shared/enums/bid-status';
import { labelOf } from '@portal/shared/enums/label';
import { Tag } from 'antd';
import { formatCountdown } from '../logic/auction.ts';
import { useCountdown } from '../logic/use-countdown.ts';

const AUCTION_COLORS: Record<number, string> = {
  0: 'default',
  1: 'blue',
  2: 'red',
  3: 'default',
  4: 'purple',
  5: 'orange',
};

const BID_COLORS: Record<number, string> = {
  0: 'default',
  1: 'blue',
  2: 'orange',
  3: 'green',
  4: 'default',
  5: 'orange',
};

/** Auction status 0–5 with its label (spec §4). */
export function AuctionStatusTag({ status }: { status: number }) {
  return (
    <Tag color={AUCTION_COLORS[status] ?? 'default'} data-testid="auction-status">
      {labelOf(AUCTION_STATUSES, status)}
    </Tag>
  );
}

/** Bid status 0–5 with its label (spec §4). */
export function BidStatusTag({ status, label }: { status: number; label?: string }) {
  const word = label ?? labelOf(BID_STATUSES, status);
  const color = word === '已被超越' ? 'orange' : (BID_COLORS[status] ?? 'default');
  return (
    <Tag color={color} data-testid="bid-status">
      {word}
    </Tag>
  );
}

/** 距开始 / 距结束 with the server countdown. */
export function AuctionCountdown({
  status,
  countdownMs,
  answeredAt,
  onZero,
}: {
  status: number;
  countdownMs: number;
  answeredAt: number;
  onZero?: () => void;
}) {
  const left = useCountdown(countdownMs, answeredAt, onZero);
  if (status !== 1 && status !== 2) return null;
  return (
    <span className="bd-countdown" data-testid="countdown">
      {status === 1 ? '距开始' : '距结束'} <b>{formatCountdown(left)}</b>
    </span>
  );
}
