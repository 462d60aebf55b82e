import {
  VoucherMessages as M,
  VOUCHER_REDEMPTION_STATUSES,
  voucherRedemptionSubmitSchema,
  voucherRedemptionViewSchema,
} from '@portal/shared';
import {
  idColumn,
  reasonColumn,
  statusColumn,
  timeColumn,
} from '../../kit/console/sheet-columns.ts';
import {
  defineWorkflow,
  memberWithdraw,
  reviewDecisions,
  reviewRoles,
} from '../../kit/workflow/index.ts';
import { redemptionSubject, redemptionViews, submitRedemption } from './redemptions.ts';

/**
 * 创新券兑换 on the workflow kit: 0 待审核 → 1 已通过 → 2 已兑付 | 3 已驳回 (reason); the filer
 * withdraws while 0 (4). 已兑付 is an explicit step: the payment adapter records members paying
 * the platform (a slip, an operator's confirmation), not the platform paying out, so the
 * operator marks the payout made after the treasury transfer and the time is kept (settledAt).
 */
export const voucherRedemptionWorkflow = defineWorkflow({
  key: 'voucher.redemption',
  name: '创新券兑换',
  table: 'voucherRedemptions',
  cacheTags: ['voucher'],
  statuses: VOUCHER_REDEMPTION_STATUSES,
  withdraw: memberWithdraw(0, 4),
  decisions: {
    ...reviewDecisions(
      { pending: 0, approved: 1, refused: 3 },
      {
        approve: {
          label: '通过',
          notice: (subject) => ({
            title: '创新券兑换已通过审核',
            body: `${subject}兑换申请已通过审核，等待兑付。`,
          }),
        },
        refuse: {
          label: '驳回',
          notice: (subject, reason) => ({
            title: '创新券兑换已驳回',
            body: `${subject}兑换申请已驳回，原因：${reason}。可补正材料后重新申请。`,
          }),
        },
      },
    ),
    settle: {
      from: [1],
      to: 2,
      label: '兑付',
      stamp: 'settledAt',
      notice: (subject) => ({ title: '创新券已兑付', body: `${subject}已完成兑付。` }),
    },
  },
  roles: reviewRoles,
  messages: {
    notFound: M.redemptionNotFound,
    reasonRequired: M.reasonRequired,
    refused: M.decideRefused,
    withdrawRefused: '只有待审核的兑换申请可以撤回',
  },
  notice: { kind: 13, target: 'voucherRedemption' },
  subject: redemptionSubject,
  views: redemptionViews,
  view: voucherRedemptionViewSchema,
  sheetColumns: [
    idColumn(),
    { header: '订单号', width: 20, value: (r) => r.orderNo },
    { header: '企业', width: 28, value: (r) => r.companyName },
    { header: '服务机构', width: 28, value: (r) => r.orgName },
    { header: '服务产品', width: 24, value: (r) => r.productName },
    { header: '券号', width: 18, value: (r) => r.voucherCode },
    { header: '兑换金额（元）', width: 14, value: (r) => r.amount },
    { header: '发票号码', width: 16, value: (r) => r.invoiceNo },
    statusColumn(VOUCHER_REDEMPTION_STATUSES),
    reasonColumn(),
    timeColumn('申请时间', 'createdAt'),
    timeColumn('兑付时间', 'settledAt'),
  ],
  submit: {
    body: voucherRedemptionSubmitSchema,
    run: (db, userId, body, now) => submitRedemption(db, { kind: 'company', userId }, body, now),
    message: '提交成功，请等待审核',
  },
  cliLine: (r) =>
    `${r.id}\t${r.createdAt}\t${r.companyName}\t${r.orderNo}\t${r.amount}元\t${r.orgName}`,
});
