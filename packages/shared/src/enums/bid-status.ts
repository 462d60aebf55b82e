/** Bid statuses (spec §4). */
export const BID_STATUSES = {
  0: '待审核',
  1: '竞价中',
  2: '审核未通过',
  3: '已中标',
  4: '未中标',
  5: '已流拍',
} as const;

export type BidStatus = keyof typeof BID_STATUSES;
