import {
  FINANCE_PRODUCT_APPLY_STATUSES,
  financeProductApplySchema,
  FinanceMessages as M,
  Messages,
  myFinanceProductApplySchema,
  strictRequest,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { idColumn, statusColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import {
  decisionOf,
  defineWorkflow,
  moveRow,
  pendingDecisions,
  type Trx,
} from '../../kit/workflow/index.ts';
import { notFound } from '../../lib/errors.ts';
import { applyForProduct } from './product-apply.ts';
import { productApplyViews } from './product-apply-views.ts';

async function productOf(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('financeProductApplications as a')
    .innerJoin('financeProducts as p', 'p.id', 'a.productId')
    .select(['a.productId', 'p.productName'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.applyNotFound);
  return row;
}

/**
 * 金融产品申请 on the workflow kit (moved from hand-wired routes; paths, messages and behaviour
 * unchanged): 0 待受理 → 1 已受理 | 2 已拒绝 with a reason; the member withdraws while 0 (3).
 * The member's message links to the product. Its console queue is the combined applications
 * queue's `finance` kind (product-apply-queue.ts).
 */
export const productApplyWorkflow = defineWorkflow({
  key: 'finance.productApply',
  name: '金融产品申请',
  table: 'financeProductApplications',
  cacheTags: ['finance'],
  statuses: FINANCE_PRODUCT_APPLY_STATUSES,
  ...pendingDecisions({
    approve: {
      label: '受理',
      notice: (productName) => ({
        title: '金融产品申请已受理',
        body: `您对「${productName}」的申请已受理，机构将与您联系。`,
      }),
    },
    refuse: {
      label: '拒绝',
      notice: (productName, reason) => ({
        title: '金融产品申请未通过',
        body: `您对「${productName}」的申请未通过，原因：${reason}。`,
      }),
    },
  }),
  roles: { decide: ['review'], read: ['audit'] },
  messages: {
    notFound: M.applyNotFound,
    reasonRequired: M.reasonRequired,
    refused: (current) => M.decideRefused(current),
    withdrawRefused: M.withdrawRefused,
  },
  notice: {
    kind: 9,
    target: 'financeProduct',
    targetId: async (trx, id) => (await productOf(trx, id)).productId,
  },
  subject: async (trx, id) => (await productOf(trx, id)).productName,
  views: productApplyViews,
  view: myFinanceProductApplySchema,
  sheetColumns: [
    idColumn(),
    { header: '产品', width: 30, value: (r) => r.productName },
    { header: '机构', width: 24, value: (r) => r.orgName },
    { header: '企业名称', width: 28, value: (r) => r.companyName },
    { header: '申请金额（万元）', width: 14, value: (r) => r.applyMoney },
    { header: '联系人', width: 10, value: (r) => r.linkName },
    statusColumn(FINANCE_PRODUCT_APPLY_STATUSES),
    timeColumn('申请时间', 'createdAt'),
  ],
  submit: {
    body: strictRequest(financeProductApplySchema.shape),
    run: applyForProduct,
    message: Messages.submitSuccess,
  },
  cliLine: (r) =>
    `${r.id}\t${r.createdAt}\t${r.companyName}\t${r.applyMoney}万元\t${r.linkName} ${r.linkPhone}\t${r.productName}（${r.orgName}）`,
});

export type ProductApplyDecision = 'accept' | 'decline';

/** The decision on a pending application: accept (1) or decline with a reason (2). */
export async function decideProductApply(
  db: Db,
  decision: { id: number; action: ProductApplyDecision; reason?: string | null },
  now: number,
) {
  const def = productApplyWorkflow;
  const t = decisionOf(def, decision.action === 'accept' ? 'approve' : 'refuse');
  await moveRow(db, def, t, { id: decision.id, reason: decision.reason, now });
}
