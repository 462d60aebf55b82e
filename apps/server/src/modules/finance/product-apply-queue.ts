import { formatMoney } from '@portal/shared';
import { applicationPage, applicationQueueKind } from '../../kit/workflow/application-queue.ts';
import { productApplyWorkflow } from './product-apply-workflow.ts';

/** Finance product applications in the console's application queue (kind `finance`). */
export const productApplyQueue = applicationQueueKind(productApplyWorkflow, (db, f, paging) => {
  const from = db
    .selectFrom('financeProductApplications as a')
    .innerJoin('financeProducts as p', 'p.id', 'a.productId')
    .innerJoin('users as u', 'u.id', 'a.userId');
  return applicationPage(from, f, paging, {
    keyword: ['p.productName', 'a.companyName', 'u.username'],
    columns: [
      'a.id',
      'p.productName',
      'p.orgName',
      'u.username',
      'a.companyName',
      'a.linkName',
      'a.linkPhone',
      'a.applyMoney',
      'a.moneyUse',
      'a.status',
      'a.reason',
      'a.createdAt',
      'a.decidedAt',
    ],
    map: (r) => ({
      id: r.id,
      subject: `${r.productName}（${r.orgName}）`,
      username: r.username,
      companyName: r.companyName,
      linkman: r.linkName,
      linkphone: r.linkPhone,
      content: `申请金额 ${formatMoney(r.applyMoney)} 万元${r.moneyUse ? `；用途：${r.moneyUse}` : ''}`,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt,
      decidedAt: r.decidedAt,
    }),
  });
});
