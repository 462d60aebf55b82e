import type { Generated, Selectable } from 'kysely';

/*
 * Tables of the innovation voucher economy (issue #24, migration 20261128_10). Money is whole
 * yuan; `*At` epoch ms; `*Date`, claimStart/End, validUntil, expiresOn yyyy-MM-dd.
 */

export interface VoucherBatchesTable {
  id: Generated<number>;
  name: string;
  year: number;
  totalBudget: number;
  /** Budget not yet issued; reserved at issue, returned on expiry. Never below 0. */
  remaining: number;
  claimCap: number;
  yearCap: number;
  claimStart: string;
  claimEnd: string;
  validUntil: string;
  /** JSON array of techServices.serviceType values a voucher may pay for. */
  serviceTypes: string;
  maxSharePercent: number;
  /** VOUCHER_REDEEMERS: 1 the company files redemptions, 2 the organisation. */
  redeemer: number;
  /** VOUCHER_BATCH_STATUSES. */
  status: number;
  createdAt: number;
  updatedAt: number;
}

/** 申领: VOUCHER_CLAIM_STATUSES; one open (0/1) per batch and credit code (partial unique index). */
export interface VoucherClaimsTable {
  id: Generated<number>;
  batchId: number;
  userId: number;
  companyName: string;
  creditCode: string;
  legalPerson: string;
  address: string;
  linkman: string;
  linkphone: string;
  amount: number;
  purpose: string;
  /** The member's own private upload. */
  licenceFileId: number;
  status: number;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  decidedAt: number | null;
  withdrawnAt: number | null;
}

/** An issued voucher (one per issued claim). balance: not reserved by an open order nor spent. */
export interface VouchersTable {
  id: Generated<number>;
  claimId: number;
  batchId: number;
  userId: number;
  creditCode: string;
  companyName: string;
  code: string;
  amount: number;
  balance: number;
  expiresOn: string;
  /** VOUCHER_STATUSES. */
  status: number;
  /** Balance given back to the batch at expiry. */
  returned: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** A company's issued total per year: the yearly cap is a conditional UPDATE on this row. */
export interface VoucherCompanyYearsTable {
  creditCode: string;
  year: number;
  issued: number;
}

/** 创新券订单: VOUCHER_ORDER_STATUSES. voucherAmount is reserved from the voucher's balance. */
export interface VoucherOrdersTable {
  id: Generated<number>;
  orderNo: string;
  voucherId: number;
  userId: number;
  productId: number;
  orgId: number;
  price: number;
  voucherAmount: number;
  selfAmount: number;
  remark: string | null;
  /** The organisation's delivery report (private file). */
  reportFileId: number | null;
  status: number;
  cancelReason: string | null;
  createdAt: number;
  updatedAt: number;
  confirmedAt: number | null;
  deliveredAt: number | null;
  acceptedAt: number | null;
  cancelledAt: number | null;
}

/** 兑换: VOUCHER_REDEMPTION_STATUSES; one open (0/1/2) per order. userId: the company (owner). */
export interface VoucherRedemptionsTable {
  id: Generated<number>;
  orderId: number;
  userId: number;
  /** VOUCHER_REDEEMERS: who filed it. */
  filer: number;
  amount: number;
  invoiceNo: string;
  contractFileId: number;
  invoiceFileId: number;
  reportFileId: number;
  remark: string | null;
  status: number;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  decidedAt: number | null;
  settledAt: number | null;
  withdrawnAt: number | null;
}

export interface VoucherTables {
  voucherBatches: VoucherBatchesTable;
  voucherClaims: VoucherClaimsTable;
  vouchers: VouchersTable;
  voucherCompanyYears: VoucherCompanyYearsTable;
  voucherOrders: VoucherOrdersTable;
  voucherRedemptions: VoucherRedemptionsTable;
}

export type VoucherBatchRow = Selectable<VoucherBatchesTable>;
export type VoucherClaimRow = Selectable<VoucherClaimsTable>;
export type VoucherRow = Selectable<VouchersTable>;
export type VoucherOrderRow = Selectable<VoucherOrdersTable>;
export type VoucherRedemptionRow = Selectable<VoucherRedemptionsTable>;
