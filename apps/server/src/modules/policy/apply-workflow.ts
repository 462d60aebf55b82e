import {
  PolicyMessages as M,
  Messages,
  myPolicyApplySchema,
  POLICY_APPLICATION_STATUSES,
  policyApplySchema,
  strictRequest,
} from '@portal/shared';
import { idColumn, statusColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { defineWorkflow, pendingDecisions } from '../../kit/workflow/index.ts';
import { notFound } from '../../lib/errors.ts';
import { applyForPolicy } from './apply-submit.ts';
import { applicationViews } from './apply-views.ts';

/**
 * 政策申报 on the workflow kit (moved from hand-wired routes; paths, messages and behaviour
 * unchanged): 0 待审核 → 1 已受理 | 2 已退回 with a reason; the member withdraws while 0 (3).
 * Its console queue is the combined applications queue's `policy` kind (application-queue.ts).
 */
export const policyApplicationWorkflow = defineWorkflow({
  key: 'policy.apply',
  name: '政策申报',
  table: 'policyApplications',
  cacheTags: ['policy'],
  statuses: POLICY_APPLICATION_STATUSES,
  ...pendingDecisions({
    approve: {
      label: '受理',
      notice: (policyName) => ({
        title: '政策申报已受理',
        body: `您对「${policyName}」的申报已受理。`,
      }),
    },
    refuse: {
      label: '退回',
      notice: (policyName, reason) => ({
        title: '政策申报已退回',
        body: `您对「${policyName}」的申报已退回，原因：${reason}。`,
      }),
    },
  }),
  roles: { decide: ['review'], read: ['audit'] },
  messages: {
    notFound: M.applyNotFound,
    reasonRequired: M.reasonRequired,
    refused: (current) => M.decideRefused(current),
    withdrawRefused: M.withdrawRefused,
    idInvalid: Messages.idInvalid,
  },
  notice: { kind: 5, target: 'policyApply' },
  subject: async (trx, id) => {
    const row = await trx
      .selectFrom('policyApplications as a')
      .innerJoin('policies as p', 'p.id', 'a.policyId')
      .select('p.policyName')
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(M.applyNotFound);
    return row.policyName;
  },
  views: applicationViews,
  view: myPolicyApplySchema,
  sheetColumns: [
    idColumn(),
    { header: '政策', width: 30, value: (r) => r.policyName },
    { header: '企业名称', width: 28, value: (r) => r.companyName },
    { header: '联系人', width: 10, value: (r) => r.linkman },
    statusColumn(POLICY_APPLICATION_STATUSES),
    timeColumn('申报时间', 'createdAt'),
  ],
  submit: {
    body: strictRequest(policyApplySchema.shape),
    run: applyForPolicy,
    message: Messages.submitSuccess,
  },
  cliLine: (r) =>
    `${r.id}\t${r.createdAt}\t${r.companyName}\t${r.linkman} ${r.linkphone}\t${r.policyName}`,
});
