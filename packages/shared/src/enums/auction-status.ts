/** Auction statuses (spec §4). */
export const AUCTION_STATUSES = {
  0: '未上架',
  1: '即将开始',
  2: '进行中',
  3: '已结束',
  4: '已评价',
  5: '已中止',
} as const;

export type AuctionStatus = keyof typeof AUCTION_STATUSES;
