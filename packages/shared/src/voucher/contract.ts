import { z } from 'zod';
import { decisionRowShape } from '../api/row-shapes.ts';
import {
  dateField,
  intEnumField,
  Messages,
  optionalText,
  phoneField,
  positiveIntField,
  requiredText,
  strictRequest,
} from '../validation/common.ts';
import { CREDIT_CODE_INVALID, isValidCreditCode } from '../validation/credit-code.ts';
import { VoucherMessages as M } from './messages.ts';

/**
 * The innovation voucher contract (issue #24). Paths are relative to `/gateway`. Member routes
 * need a member token; console routes an operator token (read: review + audit; decide: review;
 * batches: content, since a batch is published policy content, not a decision on a member's row).
 *
 *   GET  /client/api/innovation/batches                     open and past batches (public)
 *   GET  /client/innovation/claim/prefill                   company facts from the certification (403 → /Auth)
 *   POST /client/innovation/businessLicenseOcr   {fileId}   licence fields; code 503 识别服务不可用，请手动填写
 *   POST /client/innovation/claim/submit         voucherClaimSubmitSchema → {id}
 *   GET  /client/mine/innovation/claim/page      pageNum, pageSize, status? → Page<VoucherClaim>
 *   GET  /client/mine/innovation/claim/detail    id → VoucherClaim
 *   POST /client/mine/innovation/claim/withdraw  {id}
 *   GET  /client/mine/innovation/voucher/list    → Voucher[] (code, amount, balance, expiry)
 *   POST /client/innovation/order/submit         voucherOrderSubmitSchema → {id}
 *   GET  /client/mine/innovation/order/page      pageNum, pageSize, status? → Page<VoucherOrder>
 *   GET  /client/mine/innovation/order/detail    id → VoucherOrder
 *   POST /client/mine/innovation/order/cancel    {id, reason?}   (while 0 待机构确认)
 *   POST /client/mine/innovation/order/accept    {id}            (2 待验收 → 3 已完成)
 *   GET  /client/mine/innovation/order/report    id → the delivery report file (owner only)
 *   POST /client/innovation/redemption/submit    voucherRedemptionSubmitSchema → {id}
 *   GET  /client/mine/innovation/redemption/page / detail / POST withdraw  (as claims)
 *
 *   GET  /admin/voucher/batches                  → Page<VoucherBatch>           (content, review, audit)
 *   POST /admin/voucher/batches                  voucherBatchSchema → {id}       (content)
 *   POST /admin/voucher/batches/:id              voucherBatchSchema              (content)
 *   GET  /admin/voucher/claims                   pageNum, pageSize, status?, keyword? → Page<VoucherClaim>
 *   GET  /admin/voucher/claims/:id               → VoucherClaim
 *   POST /admin/voucher/claims/:id/decide        {approve, reason?}  approve = issue (已发放)
 *   GET  /admin/voucher/claims/export            same filters → xlsx
 *   GET  /admin/voucher/redemptions (…/:id, …/:id/decide, …/export)  as claims; approve = 已通过
 *   POST /admin/voucher/redemptions/:id/settle   1 已通过 → 2 已兑付
 *   GET  /admin/voucher/orders                   pageNum, pageSize, status?, keyword? → Page<VoucherOrder>
 *   GET  /admin/voucher/orders/:id               → VoucherOrder
 *   POST /admin/voucher/orders/:id/confirm       0 → 1 (for the organisation)
 *   POST /admin/voucher/orders/:id/deliver       {reportFileId} 1 → 2 (for the organisation)
 *   POST /admin/voucher/orders/:id/cancel        {reason} while 0/1
 *   POST /admin/voucher/files                    multipart → private file id (the report uploaded for an org)
 *   GET  /admin/voucher/files/:id                a private file of a voucher row (review, audit)
 */
export const VoucherPaths = {
  batches: '/client/api/innovation/batches',
  claimPrefill: '/client/innovation/claim/prefill',
  licenceOcr: '/client/innovation/businessLicenseOcr',
  claimSubmit: '/client/innovation/claim/submit',
  myClaimPage: '/client/mine/innovation/claim/page',
  myClaimDetail: '/client/mine/innovation/claim/detail',
  myClaimWithdraw: '/client/mine/innovation/claim/withdraw',
  myVouchers: '/client/mine/innovation/voucher/list',
  orderSubmit: '/client/innovation/order/submit',
  myOrderPage: '/client/mine/innovation/order/page',
  myOrderDetail: '/client/mine/innovation/order/detail',
  myOrderCancel: '/client/mine/innovation/order/cancel',
  myOrderAccept: '/client/mine/innovation/order/accept',
  /** The organisation's delivery report of the member's own order (a private file). */
  myOrderReport: '/client/mine/innovation/order/report',
  redemptionSubmit: '/client/innovation/redemption/submit',
  myRedemptionPage: '/client/mine/innovation/redemption/page',
  myRedemptionDetail: '/client/mine/innovation/redemption/detail',
  myRedemptionWithdraw: '/client/mine/innovation/redemption/withdraw',
} as const;

export const AdminVoucherPaths = {
  batches: '/admin/voucher/batches',
  batch: (id: number | string) => `/admin/voucher/batches/${id}`,
  claims: '/admin/voucher/claims',
  claim: (id: number | string) => `/admin/voucher/claims/${id}`,
  claimDecide: (id: number | string) => `/admin/voucher/claims/${id}/decide`,
  claimExport: '/admin/voucher/claims/export',
  redemptions: '/admin/voucher/redemptions',
  redemption: (id: number | string) => `/admin/voucher/redemptions/${id}`,
  redemptionDecide: (id: number | string) => `/admin/voucher/redemptions/${id}/decide`,
  redemptionSettle: (id: number | string) => `/admin/voucher/redemptions/${id}/settle`,
  redemptionExport: '/admin/voucher/redemptions/export',
  orders: '/admin/voucher/orders',
  order: (id: number | string) => `/admin/voucher/orders/${id}`,
  orderConfirm: (id: number | string) => `/admin/voucher/orders/${id}/confirm`,
  orderDeliver: (id: number | string) => `/admin/voucher/orders/${id}/deliver`,
  orderCancel: (id: number | string) => `/admin/voucher/orders/${id}/cancel`,
  files: '/admin/voucher/files',
  file: (id: number | string) => `/admin/voucher/files/${id}`,
} as const;

/** Whole yuan, positive. */
export const yuanField = (message: string = M.amountInvalid) =>
  positiveIntField(message).pipe(z.number().max(1e10, { error: message }));

export const creditCodeField = z
  .string({ error: CREDIT_CODE_INVALID })
  .trim()
  .transform((s) => s.toUpperCase())
  .refine(isValidCreditCode, CREDIT_CODE_INVALID);

const fileIdField = (message: string) => positiveIntField(message);

/** /CouponTakeForm. The company facts must agree with the member's certification. */
export const voucherClaimSubmitSchema = strictRequest({
  batchId: positiveIntField(M.batchIdRequired),
  companyName: requiredText(Messages.companyNameRequired, 100),
  creditCode: creditCodeField,
  legalPerson: requiredText(M.legalPersonRequired, 30),
  address: requiredText(M.addressRequired, 200),
  linkman: requiredText(Messages.linkmanRequired),
  linkphone: phoneField(Messages.phoneRequired, Messages.phoneInvalidLong),
  amount: yuanField(),
  purpose: requiredText(M.purposeRequired, 300, Messages.textareaTooLong),
  licenceFileId: fileIdField(M.licenceRequired),
});
export type VoucherClaimSubmit = z.output<typeof voucherClaimSubmitSchema>;

export const voucherOcrRequestSchema = strictRequest({ fileId: fileIdField(M.ocrFileRequired) });

export const voucherOrderSubmitSchema = strictRequest({
  productId: positiveIntField(M.productNotFound),
  voucherId: positiveIntField(M.voucherNotFound),
  voucherAmount: yuanField(),
  remark: optionalText(300),
});
export type VoucherOrderSubmit = z.output<typeof voucherOrderSubmitSchema>;

export const voucherOrderCancelSchema = strictRequest({
  id: positiveIntField(M.orderNotFound),
  reason: optionalText(200),
});

export const voucherRedemptionSubmitSchema = strictRequest({
  orderId: positiveIntField(M.orderNotFound),
  amount: yuanField(),
  invoiceNo: requiredText('请输入发票号码', 40),
  contractFileId: fileIdField(M.contractRequired),
  invoiceFileId: fileIdField(M.invoiceRequired),
  reportFileId: fileIdField(M.reportRequired),
  remark: optionalText(300),
});
export type VoucherRedemptionSubmit = z.output<typeof voucherRedemptionSubmitSchema>;

/** Console: create or edit a batch. */
export const voucherBatchSchema = strictRequest({
  name: requiredText(M.nameRequired, 60),
  year: positiveIntField(M.yearInvalid).pipe(
    z.number().min(2000, M.yearInvalid).max(2100, M.yearInvalid),
  ),
  totalBudget: yuanField(M.budgetInvalid),
  claimCap: yuanField(M.capInvalid),
  yearCap: yuanField(M.capInvalid),
  claimStart: dateField(Messages.dateInvalid),
  claimEnd: dateField(Messages.dateInvalid),
  validUntil: dateField(Messages.dateInvalid),
  serviceTypes: z
    .array(positiveIntField(M.categoriesRequired), { error: M.categoriesRequired })
    .min(1, M.categoriesRequired),
  maxSharePercent: positiveIntField(M.shareInvalid).pipe(z.number().max(100, M.shareInvalid)),
  redeemer: intEnumField([1, 2], M.redeemerInvalid),
  status: intEnumField([0, 1], Messages.formInvalid)
    .optional()
    .transform((s) => s ?? 1),
})
  .refine((b) => b.claimEnd >= b.claimStart, { error: M.windowInvalid, path: ['claimEnd'] })
  .refine((b) => b.validUntil >= b.claimEnd, { error: M.validityInvalid, path: ['validUntil'] });
export type VoucherBatchInput = z.output<typeof voucherBatchSchema>;

const fileRef = z.object({ id: z.number(), name: z.string(), url: z.string() });

export const voucherBatchViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  year: z.number(),
  totalBudget: z.number(),
  /** Not yet issued (yuan): budget minus issued plus expired balances returned. */
  remaining: z.number(),
  claimCap: z.number(),
  yearCap: z.number(),
  claimStart: z.string(),
  claimEnd: z.string(),
  validUntil: z.string(),
  serviceTypes: z.array(z.number()),
  maxSharePercent: z.number(),
  redeemer: z.number(),
  status: z.number(),
  /** Whether a claim may be filed today (open and inside the window). */
  claimable: z.boolean(),
});
export type VoucherBatchView = z.infer<typeof voucherBatchViewSchema>;

export const voucherPrefillSchema = z.object({
  companyName: z.string(),
  creditCode: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
});
export type VoucherPrefill = z.infer<typeof voucherPrefillSchema>;

export const voucherOcrResultSchema = z.object({
  creditCode: z.string().nullable(),
  companyName: z.string().nullable(),
  legalPerson: z.string().nullable(),
  address: z.string().nullable(),
});
export type VoucherOcrResult = z.infer<typeof voucherOcrResultSchema>;

export const voucherViewSchema = z.object({
  id: z.number(),
  code: z.string(),
  batchId: z.number(),
  batchName: z.string(),
  amount: z.number(),
  /** What may still be spent: amount − reserved by open orders − spent. */
  balance: z.number(),
  expiresOn: z.string(),
  status: z.number(),
  maxSharePercent: z.number(),
  serviceTypes: z.array(z.number()),
});
export type VoucherView = z.infer<typeof voucherViewSchema>;

export const voucherClaimViewSchema = z.object({
  id: z.number(),
  batchId: z.number(),
  batchName: z.string(),
  username: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  address: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  amount: z.number(),
  purpose: z.string(),
  licence: fileRef.nullable(),
  ...decisionRowShape,
  /** Set once issued (已发放). */
  voucher: voucherViewSchema.nullable(),
});
export type VoucherClaimView = z.infer<typeof voucherClaimViewSchema>;

export const voucherOrderViewSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  productId: z.number(),
  productName: z.string(),
  orgId: z.number(),
  orgName: z.string(),
  companyName: z.string(),
  voucherId: z.number(),
  voucherCode: z.string(),
  price: z.number(),
  voucherAmount: z.number(),
  selfAmount: z.number(),
  remark: z.string().nullable(),
  report: fileRef.nullable(),
  status: z.number(),
  cancelReason: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** The redemption filed for this order, if any (its latest). */
  redemptionId: z.number().nullable(),
});
export type VoucherOrderView = z.infer<typeof voucherOrderViewSchema>;

export const voucherRedemptionViewSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  productName: z.string(),
  orgName: z.string(),
  companyName: z.string(),
  voucherCode: z.string(),
  filer: z.number(),
  amount: z.number(),
  invoiceNo: z.string(),
  contract: fileRef.nullable(),
  invoice: fileRef.nullable(),
  report: fileRef.nullable(),
  remark: z.string().nullable(),
  ...decisionRowShape,
  settledAt: z.string().nullable(),
});
export type VoucherRedemptionView = z.infer<typeof voucherRedemptionViewSchema>;
