import {
  MerchantMessages as M,
  OUTCOME_REVISION_STATUSES,
  outcomeRevisionViewSchema,
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
  reviewDecisions,
  reviewRoles,
} from '../../kit/workflow/index.ts';
import { publishRevision, revisionSubject, revisionViews } from './outcomes.ts';

/**
 * An organisation's outcome under review, on the workflow kit's console queue and CLI verbs:
 * 1 待审核 → 2 已发布 (publishRevision writes the public row and the search index) | 3 已驳回
 * with a reason. Drafts, submitting and withdrawing are the organisation's (routes.ts), checked
 * against the organisation rather than the author, so its other members can carry on.
 */
export const outcomeRevisionWorkflow = defineWorkflow({
  key: 'org.outcome',
  name: '机构成果发布',
  table: 'outcomeRevisions',
  cacheTags: ['outcome'],
  statuses: OUTCOME_REVISION_STATUSES,
  decisions: reviewDecisions(
    { pending: 1, approved: 2, refused: 3 },
    {
      approve: {
        label: '发布',
        hook: publishRevision,
        notice: (subject) => ({
          title: '成果已审核发布',
          body: `您提交的成果${subject}已通过审核，已在科技成果市场公开展示。`,
        }),
      },
      refuse: {
        label: '驳回',
        notice: (subject, reason) => ({
          title: '成果未通过审核',
          body: `您提交的成果${subject}未通过审核，原因：${reason}。修改后可重新提交。`,
        }),
      },
    },
  ),
  roles: reviewRoles,
  messages: {
    notFound: M.outcomeNotFound,
    reasonRequired: M.reasonRequired,
    refused: M.outcomeDecided,
    withdrawRefused: M.outcomeWithdrawRefused,
  },
  notice: { kind: 15, target: 'orgApplication' },
  subject: revisionSubject,
  views: revisionViews,
  view: outcomeRevisionViewSchema,
  sheetColumns: [
    idColumn(),
    { header: '成果名称', width: 30, value: (r) => r.goodsName },
    { header: '发布机构', width: 28, value: (r) => r.orgName },
    { header: '价格（元）', width: 12, value: (r) => (r.price > 0 ? r.price : '面议') },
    ...contactColumns(),
    statusColumn('statusName', 8),
    reasonColumn(),
    timeColumn('提交时间', 'submittedAt'),
  ],
  cliLine: (r) => `${r.id}\t${r.submittedAt}\t${r.orgName}\t${r.goodsName}`,
});
