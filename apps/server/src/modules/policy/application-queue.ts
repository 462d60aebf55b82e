import { queuePage } from '../../kit/console/queue-kit.ts';
import { applicationQueueKind } from '../../kit/workflow/application-queue.ts';
import { whereView } from '../../kit/workflow/index.ts';
import { policyApplicationWorkflow } from './apply-workflow.ts';

/** Policy applications in the console's application queue (kind `policy`). */
export const policyApplicationQueue = applicationQueueKind(
  policyApplicationWorkflow,
  (db, f, paging) => {
    const from = db
      .selectFrom('policyApplications as a')
      .innerJoin('policies as p', 'p.id', 'a.policyId')
      .innerJoin('users as u', 'u.id', 'a.userId');
    const q = whereView(from, 'a', f, ['p.policyName', 'a.companyName', 'u.username']);
    return queuePage(q, paging, {
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
      time: 'a.createdAt',
      asc: f.status === 0,
      id: 'a.id',
      map: (r) => r,
    });
  },
);
