import { AdminMessages, labelOf, MarketMessages as M, PUBLISH_STATUSES } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { idColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import {
  columnSubject,
  decisionTo,
  defineWorkflow,
  moveRow,
  type Transition,
  type Trx,
} from '../../kit/workflow/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { awardPoints } from '../points/ledger.ts';
import { reindexRecord } from '../search/documents.ts';
import { needReviewRow, needReviewViews } from './review-views.ts';

const reindex = (trx: Trx, id: number, now: number) => reindexRecord(trx, 'need', id, now);

/** The member reads the new status, and a refusal's reason. */
const told = (to: keyof typeof PUBLISH_STATUSES) => (goodsName: string, reason: string | null) => ({
  title: `需求${PUBLISH_STATUSES[to]}`,
  body: `您的需求「${goodsName}」状态已变更为：${PUBLISH_STATUSES[to]}。${
    to === 2 && reason ? `原因：${reason}。` : ''
  }`,
});

async function published(trx: Trx, id: number, now: number) {
  await reindex(trx, id, now);
  const row = await trx
    .selectFrom('needs')
    .select(['userId', 'goodsName'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (row.userId === null) return;
  const note = `需求「${row.goodsName}」审核通过`;
  await awardPoints(trx, row.userId, { rule: 'needPublished', ref: id, note }, now);
  await awardPoints(trx, row.userId, { rule: 'firstNeed', note }, now);
}

/**
 * The review of a published need on the workflow kit (PUBLISH_STATUSES): 0 待审核 → 1 已发布 |
 * 2 审核未通过 (with a reason, kept in reviewReason); 1 → 3 已下架; 2 and 3 → 1 (published after
 * all / again). The search document follows in the same transaction; publishing earns points.
 */
export const needReviewWorkflow = defineWorkflow({
  key: 'need',
  name: '技术需求',
  table: 'needs',
  cacheTags: ['need'],
  reasonColumn: 'reviewReason',
  statuses: PUBLISH_STATUSES,
  decisions: {
    approve: {
      from: [0, 2, 3],
      to: 1,
      label: '发布',
      done: '需求已发布',
      stamp: 'updatedAt',
      clearsReason: true,
      notice: told(1),
      hook: published,
    },
    refuse: {
      from: [0],
      to: 2,
      label: '驳回',
      done: '需求已驳回',
      stamp: 'updatedAt',
      reasonRequired: true,
      notice: told(2),
      hook: reindex,
    },
    takeDown: {
      from: [1],
      to: 3,
      label: '下架',
      stamp: 'updatedAt',
      clearsReason: true,
      notice: told(3),
      hook: reindex,
    },
  } satisfies Record<string, Transition>,
  roles: { decide: ['review'], read: ['audit'] },
  messages: {
    notFound: M.needNotFound,
    reasonRequired: AdminMessages.reasonRequired,
    refused: (from, to) => M.statusMoveRefused(from, to),
    withdrawRefused: M.needNotFound,
  },
  notice: { kind: 2, target: 'need' },
  subject: columnSubject('needs', 'goodsName'),
  views: needReviewViews,
  view: needReviewRow,
  sheetColumns: [
    idColumn(10),
    { header: '需求名称', width: 40, value: (r) => r.goodsName },
    { header: '会员', width: 16, value: (r) => r.username },
    { header: '状态', width: 12, value: (r) => labelOf(PUBLISH_STATUSES, r.status) },
    { header: '驳回原因', width: 30, value: (r) => r.reviewReason },
    timeColumn('提交时间', 'createdAt'),
  ],
  cliLine: (r) => `${r.id}\t${r.createdAt}\t${r.username ?? '—'}\t${r.goodsName}`,
});

/** A move to `to` by a status-table caller (the CLI's need-review, tests): through the kit. */
export async function reviewNeed(db: Db, id: number, to: number, now: number, reason?: string) {
  const t = decisionTo(needReviewWorkflow, to);
  if (!t) {
    const row = await db
      .selectFrom('needs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(M.needNotFound);
    throw invalid(
      M.statusMoveRefused(labelOf(PUBLISH_STATUSES, row.status), labelOf(PUBLISH_STATUSES, to)),
    );
  }
  await moveRow(db, needReviewWorkflow, t, { id, reason, now });
}
