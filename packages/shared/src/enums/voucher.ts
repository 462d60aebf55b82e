/**
 * Innovation voucher statuses (issue #24; the spec names the steps, the numbers are ours).
 * Claim 申领: 0 → 1 issued (a voucher row) | 2 refused with a reason; 3 withdrawn by the member while 0.
 */
export const VOUCHER_CLAIM_STATUSES = {
  0: '待审核',
  1: '已发放',
  2: '已驳回',
  3: '已撤回',
} as const;
export type VoucherClaimStatus = keyof typeof VOUCHER_CLAIM_STATUSES;

/** A voucher order 创新券订单: 0 → 1 → 2 → 3, or 4 cancelled (company while 0; org/console while 0/1). */
export const VOUCHER_ORDER_STATUSES = {
  0: '待机构确认',
  1: '服务中',
  2: '待验收',
  3: '已完成',
  4: '已取消',
} as const;
export type VoucherOrderStatus = keyof typeof VOUCHER_ORDER_STATUSES;

/** Redemption 兑换: 0 → 1 approved → 2 settled (paid out) | 3 refused with a reason; 4 withdrawn while 0. */
export const VOUCHER_REDEMPTION_STATUSES = {
  0: '待审核',
  1: '已通过',
  2: '已兑付',
  3: '已驳回',
  4: '已撤回',
} as const;
export type VoucherRedemptionStatus = keyof typeof VOUCHER_REDEMPTION_STATUSES;

/** An issued voucher: 1 usable until its expiry day, 2 expired (the unused balance went back to the batch). */
export const VOUCHER_STATUSES = { 1: '可使用', 2: '已过期' } as const;
export type VoucherStatus = keyof typeof VOUCHER_STATUSES;

/** A batch: 1 open (claims inside its window), 0 closed by an operator. */
export const VOUCHER_BATCH_STATUSES = { 0: '已关闭', 1: '进行中' } as const;

/** Who files the redemption of a batch's orders. */
export const VOUCHER_REDEEMERS = { 1: '企业', 2: '服务机构' } as const;
export type VoucherRedeemer = keyof typeof VOUCHER_REDEEMERS;
