import {
  VoucherMessages as M,
  VOUCHER_CLAIM_STATUSES,
  voucherClaimSubmitSchema,
  voucherClaimViewSchema,
} from '@portal/shared';
import {
  idColumn,
  reasonColumn,
  statusColumn,
  timeColumn,
} from '../../kit/console/sheet-columns.ts';
import {
  contactColumns,
  defineWorkflow,
  pendingDecisions,
  reviewRoles,
} from '../../kit/workflow/index.ts';
import { claimSubject, claimViews, issueClaim, submitClaim } from './claims.ts';

/**
 * 创新券申领 on the workflow kit: 0 待审核 → 1 已发放 (issueClaim: budget, yearly cap, voucher
 * row) | 2 已驳回 with a reason; the member withdraws while 0 (3 已撤回).
 */
export const voucherClaimWorkflow = defineWorkflow({
  key: 'voucher.claim',
  name: '创新券申领',
  table: 'voucherClaims',
  cacheTags: ['voucher'],
  statuses: VOUCHER_CLAIM_STATUSES,
  ...pendingDecisions({
    approve: {
      label: '发放',
      hook: issueClaim,
      notice: (subject) => ({
        title: '创新券已发放',
        body: `您申领的${subject}创新券已发放，可在“我的申领”查看券号和有效期。`,
      }),
    },
    refuse: {
      label: '驳回',
      notice: (subject, reason) => ({
        title: '创新券申领已驳回',
        body: `您申领的${subject}创新券已驳回，原因：${reason}。`,
      }),
    },
  }),
  roles: reviewRoles,
  messages: {
    notFound: M.claimNotFound,
    reasonRequired: M.reasonRequired,
    refused: M.decideRefused,
    withdrawRefused: M.claimWithdrawRefused,
  },
  notice: { kind: 13, target: 'voucherClaim' },
  subject: claimSubject,
  views: claimViews,
  view: voucherClaimViewSchema,
  sheetColumns: [
    idColumn(),
    { header: '批次', width: 24, value: (r) => r.batchName },
    { header: '企业名称', width: 28, value: (r) => r.companyName },
    { header: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
    ...contactColumns(),
    { header: '申领金额（元）', width: 14, value: (r) => r.amount },
    statusColumn(VOUCHER_CLAIM_STATUSES),
    { header: '券号', width: 18, value: (r) => r.voucher?.code ?? '' },
    reasonColumn(),
    timeColumn('申领时间', 'createdAt'),
  ],
  submit: { body: voucherClaimSubmitSchema, run: submitClaim, message: '提交成功，请等待审核' },
  cliLine: (r) =>
    `${r.id}\t${r.createdAt}\t${r.username}\t${r.companyName}\t${r.amount}元\t${r.batchName}`,
});
