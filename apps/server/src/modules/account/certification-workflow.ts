import { AUTH_TYPES, adminCertificationRowSchema, CERT_STATUSES, labelOf } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { idColumn, statusColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { columnSubject, defineWorkflow, type Trx } from '../../kit/workflow/index.ts';
import { awardPoints } from '../points/ledger.ts';
import { certificationViews } from './certification-views.ts';
import { forgetUserSessions } from './session-cache.ts';

const ownerOf = async (db: Db | Trx, id: number) =>
  (
    await db
      .selectFrom('certifications')
      .select('userId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).userId;

/** The member's verifyStatus follows the decision (2 通过, 3 未通过), with who decided. */
const decided =
  (status: 2 | 3) =>
  async (trx: Trx, id: number, now: number, move: { operatorId?: number | null }) => {
    await trx
      .updateTable('certifications')
      .set({ decidedBy: move.operatorId ?? null })
      .where('id', '=', id)
      .execute();
    const userId = await ownerOf(trx, id);
    await trx
      .updateTable('users')
      .set({ verifyStatus: status, updatedAt: now })
      .where('id', '=', userId)
      .execute();
    if (status === 2) {
      await awardPoints(trx, userId, { rule: 'certified', note: '实名认证审核通过' }, now);
    }
  };

/** Sessions cache the member's verifyStatus: drop them once the decision is committed. */
const signedOut = async (db: Db, id: number) => forgetUserSessions(db, await ownerOf(db, id));

/**
 * 实名认证 on the workflow kit (issue #14): submitted at 1 待审核 (account/certification.ts);
 * an operator approves it (2) or refuses it with a reason (3); a second decision answers 409.
 */
export const certificationWorkflow = defineWorkflow({
  key: 'certification',
  name: '实名认证',
  table: 'certifications',
  updatedAt: false,
  statuses: CERT_STATUSES,
  decisions: {
    approve: {
      from: [1],
      to: 2,
      label: '通过',
      done: '已通过认证',
      stamp: 'decidedAt',
      notice: () => ({ title: '实名认证已通过', body: '您提交的实名认证已审核通过。' }),
      hook: decided(2),
      afterCommit: signedOut,
    },
    refuse: {
      from: [1],
      to: 3,
      label: '驳回',
      done: '已驳回认证',
      stamp: 'decidedAt',
      reasonRequired: true,
      notice: (_name, reason) => ({
        title: '实名认证未通过',
        body: `您提交的实名认证未通过审核，原因：${reason}。请修改后重新提交。`,
      }),
      hook: decided(3),
      afterCommit: signedOut,
    },
  },
  roles: { decide: ['review'], read: ['audit'] },
  messages: {
    notFound: '认证记录不存在',
    reasonRequired: '请填写驳回原因',
    refused: () => '该认证已处理',
    refusedCode: 409,
    withdrawRefused: '该认证已处理',
  },
  notice: { kind: 1, target: 'certification' },
  subject: columnSubject('certifications', 'realName'),
  views: certificationViews,
  view: adminCertificationRowSchema,
  sheetColumns: [
    idColumn(10),
    { header: '会员', width: 16, value: (r) => r.username },
    { header: '认证类型', width: 14, value: (r) => labelOf(AUTH_TYPES, r.authType) },
    { header: '名称', width: 30, value: (r) => r.realName },
    statusColumn(CERT_STATUSES),
    timeColumn('提交时间', 'submittedAt'),
    timeColumn('审核时间', 'decidedAt'),
  ],
  cliLine: (r) => `${r.username}\t类型${r.authType}\t${r.realName}\t${r.submittedAt}`,
});
