import { applicationPage, applicationQueueKind } from '../../kit/workflow/application-queue.ts';
import { policyApplicationWorkflow } from './apply-workflow.ts';

/** Policy applications in the console's application queue (kind `policy`). */
export const policyApplicationQueue = applicationQueueKind(
  policyApplicationWorkflow,
  (db, f, paging) => {
    const from = db
      .selectFrom('policyApplications as a')
      .innerJoin('policies as p', 'p.id', 'a.policyId')
      .innerJoin('users as u', 'u.id', 'a.userId');
    return applicationPage(from, f, paging, {
      keyword: ['p.policyName', 'a.companyName', 'u.username'],
      columns: [
        'a.id',
        'p.policyName as subject',
        'u.username',
        'a.companyName',
        'a.linkman',
        'a.linkphone',
        'a.summary as content',
        'a.status',
        'a.reason',
        'a.createdAt',
        'a.decidedAt',
      ],
      map: (r) => r,
    });
  },
);
