import {
  adminEvaluationRequestRowSchema,
  EvaluationMessages as EM,
  EVALUATION_REQUEST_STATUSES,
  evaluationRequestSchema,
  Messages,
  strictRequest,
} from '@portal/shared';
import {
  contactColumns,
  defineWorkflow,
  queueColumns,
  queueViews,
  steppedDecisions,
  type Transition,
} from '../../kit/workflow/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requestEvaluation } from './request-submit.ts';

/** Done, returned or withdrawn, a request no longer blocks a new one for the same outcome. */
const close: Transition['hook'] = async (trx, id) => {
  await trx.updateTable('evaluationRequests').set({ openKey: null }).where('id', '=', id).execute();
};

const evaluationRequestRow = adminEvaluationRequestRowSchema;

/**
 * 技术评价申请 on the workflow kit (console queue and move route moved from hand-wired code;
 * paths, messages and behaviour unchanged): 0 待受理 → 1 评价中 → 2 已完成, or 3 已退回 with a
 * reason from 0 or 1; the member reads each move, and withdraws while 0 (4). The member's own
 * routes stay in routes.ts.
 */
export const evaluationRequestWorkflow = defineWorkflow({
  key: 'evaluationRequest',
  name: '技术评价申请',
  table: 'evaluationRequests',
  cacheTags: ['evaluation'],
  statuses: EVALUATION_REQUEST_STATUSES,
  withdraw: { from: [0], to: 4, label: '撤回', stamp: 'updatedAt', hook: close },
  decisions: steppedDecisions(
    EVALUATION_REQUEST_STATUSES,
    (status, outcomeName, reason) => ({
      title: `技术评价申请${status}`,
      body: `您对「${outcomeName}」的技术评价申请状态已变更为：${status}${reason ? `，原因：${reason}` : ''}。`,
    }),
    { 2: close, 3: close },
  ),
  roles: { decide: ['review'], read: ['review', 'audit'] },
  messages: {
    notFound: EM.requestNotFound,
    reasonRequired: EM.reasonRequired,
    refused: () => EM.moveNotAllowed,
    withdrawRefused: EM.withdrawNotAllowed,
  },
  notice: { kind: 6, target: 'evaluationRequest' },
  subject: async (trx, id) => {
    const row = await trx
      .selectFrom('evaluationRequests')
      .select('outcomeName')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(EM.requestNotFound);
    return row.outcomeName;
  },
  // Requests as the console lists them: open ones (待受理, 评价中) oldest first, others newest first.
  views: (db, f, paging) =>
    queueViews(
      db.selectFrom('evaluationRequests as q').innerJoin('users as u', 'u.id', 'q.userId'),
      f,
      paging,
      {
        alias: 'q',
        row: evaluationRequestRow,
        keyword: ['q.outcomeName', 'q.companyName'],
        extra: ['u.username'],
        asc: (status) => status !== undefined && status <= 1,
      },
    ),
  view: evaluationRequestRow,
  sheetColumns: queueColumns(evaluationRequestRow, {
    statuses: EVALUATION_REQUEST_STATUSES,
    reasonHeader: '退回原因',
    columns: [
      { header: '会员', width: 16, value: (r) => r.username },
      { header: '成果名称', width: 36, value: (r) => r.outcomeName },
      { header: '单位', width: 30, value: (r) => r.companyName },
      ...contactColumns(),
      { header: '评价目的', width: 30, value: (r) => r.purpose },
    ],
  }),
  submit: {
    body: strictRequest(evaluationRequestSchema.shape),
    run: requestEvaluation,
    message: Messages.submitSuccess,
  },
  cliLine: (r) =>
    `${r.id}\t${r.createdAt}\t${r.companyName}\t${r.linkman} ${r.linkphone}\t${r.outcomeName}`,
});
