import {
  adminUndertakingRowSchema,
  MarketMessages as M,
  Messages,
  strictRequest,
  UNDERTAKE_STATUSES,
  UNDERTAKE_WITHDRAWABLE,
  undertakeSchema,
} from '@portal/shared';
import {
  contactColumns,
  defineWorkflow,
  queueColumns,
  queueViews,
  steppedDecisions,
  type Trx,
} from '../../kit/workflow/index.ts';
import { notFound } from '../../lib/errors.ts';
import { undertakeNeed } from './undertake.ts';

/** The need an undertaking is for (the message's subject and link). */
async function needOf(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('undertakings as u')
    .innerJoin('needs as n', 'n.id', 'u.needId')
    .select(['u.needId', 'n.goodsName'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.undertakeNotFound);
  return row;
}

const undertakingRow = adminUndertakingRowSchema;

/**
 * 需求承接 on the workflow kit (console queue and move route moved from hand-wired code; paths,
 * messages and behaviour unchanged): 0 待对接 → 1 对接中 → 2 已达成, or 3 未采纳 with a reason
 * from 0 or 1; the member reads each move under the need, and withdraws while 0 (4). The
 * member's own routes stay in market-routes.ts.
 */
export const undertakingWorkflow = defineWorkflow({
  key: 'undertaking',
  name: '需求承接',
  table: 'undertakings',
  cacheTags: ['need'],
  statuses: UNDERTAKE_STATUSES,
  // The need's undertake count shrinks with the withdraw, once, whoever wins a race.
  withdraw: {
    from: [UNDERTAKE_WITHDRAWABLE],
    to: 4,
    label: '撤回',
    stamp: 'updatedAt',
    hook: async (trx, id) => {
      await trx
        .updateTable('needs')
        .set((eb) => ({ undertakeCount: eb('undertakeCount', '-', 1) }))
        .where('id', '=', (await needOf(trx, id)).needId)
        .where('undertakeCount', '>', 0)
        .execute();
    },
  },
  decisions: steppedDecisions(UNDERTAKE_STATUSES, (status, goodsName, reason) => ({
    title: `需求承接${status}`,
    body: `您对需求「${goodsName}」的承接状态已变更为：${status}${reason ? `，原因：${reason}` : ''}。`,
  })),
  roles: { decide: ['review'], read: ['review', 'audit'] },
  messages: {
    notFound: M.undertakeNotFound,
    reasonRequired: '请填写驳回原因',
    refused: () => '当前状态不能进行该操作',
    withdrawRefused: M.undertakeWithdrawRefused,
  },
  notice: { kind: 2, target: 'need', targetId: async (trx, id) => (await needOf(trx, id)).needId },
  subject: async (trx, id) => (await needOf(trx, id)).goodsName,
  // Undertakings as the console lists them: those waiting oldest first, the others newest first.
  views: (db, f, paging) =>
    queueViews(
      db
        .selectFrom('undertakings as t')
        .innerJoin('needs as n', 'n.id', 't.needId')
        .innerJoin('users as u', 'u.id', 't.userId'),
      f,
      paging,
      {
        alias: 't',
        row: undertakingRow,
        keyword: ['n.goodsName', 't.companyName'],
        extra: ['n.goodsName', 'u.username'],
        asc: (status) => status === 0,
      },
    ),
  view: undertakingRow,
  sheetColumns: queueColumns(undertakingRow, {
    statuses: UNDERTAKE_STATUSES,
    reasonHeader: '未采纳原因',
    columns: [
      { header: '需求名称', width: 36, value: (r) => r.goodsName },
      { header: '会员', width: 16, value: (r) => r.username },
      { header: '承接单位', width: 30, value: (r) => r.companyName },
      ...contactColumns(),
      { header: '承接说明', width: 40, value: (r) => r.content },
    ],
  }),
  submit: {
    body: strictRequest(undertakeSchema.shape),
    run: undertakeNeed,
    message: Messages.submitSuccess,
  },
  cliLine: (r) =>
    `${r.id}\t${r.createdAt}\t${r.companyName}\t${r.linkman} ${r.linkphone}\t${r.goodsName}`,
});
