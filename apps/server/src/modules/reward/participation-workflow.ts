import {
  adminParticipationRowSchema,
  Messages,
  PARTICIPATION_STATUSES,
  participateSchema,
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
import { invalid, notFound } from '../../lib/errors.ts';
import { participate } from './participate.ts';

const NOT_FOUND = '揭榜记录不存在';
const REFUSED = '当前状态不能进行该操作';

/** 已评审 carries the score (0–100) in the same transaction as the move. */
const score: Transition['hook'] = async (trx, id, _now, move) => {
  const value = move.input?.score;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100) {
    throw invalid('请填写0-100的评分');
  }
  await trx.updateTable('participations').set({ score: value }).where('id', '=', id).execute();
};

const participationRow = adminParticipationRowSchema;

/**
 * 悬赏揭榜 on the workflow kit (console queue and move route moved from hand-wired code; paths,
 * messages and behaviour unchanged): 0 待评审 → 1 已评审 (with a score) → 2 揭榜成功, or
 * 3 未入选 with a reason from 0 or 1; the member gets a message for each move.
 */
export const participationWorkflow = defineWorkflow({
  key: 'participation',
  name: '悬赏揭榜',
  table: 'participations',
  cacheTags: ['reward'],
  statuses: PARTICIPATION_STATUSES,
  decisions: steppedDecisions(
    PARTICIPATION_STATUSES,
    (status, rewardName, reason, input) => ({
      title: `悬赏揭榜${status}`,
      body: `您参与的悬赏「${rewardName}」揭榜状态已变更为：${status}${status === PARTICIPATION_STATUSES[1] ? `，评分${input.score}` : ''}${reason ? `，原因：${reason}` : ''}。`,
    }),
    { 1: score },
  ),
  roles: { decide: ['review'], read: ['review', 'audit'] },
  messages: {
    notFound: NOT_FOUND,
    reasonRequired: '请填写驳回原因',
    refused: () => REFUSED,
    withdrawRefused: REFUSED,
  },
  notice: { kind: 2 },
  subject: async (trx, id) => {
    const row = await trx
      .selectFrom('participations as p')
      .innerJoin('rewards as r', 'r.id', 'p.rewardId')
      .select('r.rewardName')
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    return row.rewardName;
  },
  // Bounty entries as the console lists them: those waiting oldest first, the others newest first.
  views: (db, f, paging) =>
    queueViews(
      db
        .selectFrom('participations as p')
        .innerJoin('rewards as r', 'r.id', 'p.rewardId')
        .innerJoin('users as u', 'u.id', 'p.userId'),
      f,
      paging,
      {
        alias: 'p',
        row: participationRow,
        keyword: ['r.rewardName', 'p.companyName'],
        extra: ['r.rewardName', 'u.username'],
        asc: (status) => status === 0,
      },
    ),
  view: participationRow,
  sheetColumns: queueColumns(participationRow, {
    statuses: PARTICIPATION_STATUSES,
    reasonHeader: '驳回原因',
    columns: [
      { header: '悬赏名称', width: 36, value: (r) => r.rewardName },
      { header: '会员', width: 16, value: (r) => r.username },
      { header: '揭榜单位', width: 30, value: (r) => r.companyName },
      ...contactColumns(),
      { header: '方案', width: 40, value: (r) => r.plan },
      { header: '评分', width: 8, value: (r) => r.score },
    ],
  }),
  submit: {
    body: strictRequest(participateSchema.shape),
    run: participate,
    message: Messages.submitSuccess,
  },
  cliLine: (r) =>
    `${r.id}\t${r.createdAt}\t${r.companyName}\t${r.linkman} ${r.linkphone}\t${r.rewardName}`,
});
