import {
  EVALUATION_REQUEST_STATUSES,
  labelOf,
  ORDER_STATUSES,
  PUBLISH_STATUSES,
} from '@portal/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../../types.ts';
import { insertRows, type Progress, type Tx } from './batch.ts';
import type { DemoContext } from './context.ts';

/**
 * 我的消息 of the demo members: one message per decision the demo data already holds (needs
 * reviewed, policy applications decided, evaluation requests moved, questions answered,
 * transfer and contract registrations accepted or rejected), in the words `notify` uses.
 * Older ones are mostly read; the newest mostly unread.
 */
export async function seedMessages(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('messages');
  const rows: Insertable<Database['messages']>[] = [];
  const add = (row: Omit<Insertable<Database['messages']>, 'isRead' | 'readAt'>) => rows.push(row);

  const needs = await trx
    .selectFrom('needs')
    .select(['id', 'userId', 'goodsName', 'status', 'updatedAt'])
    .where('userId', 'is not', null)
    .where('status', 'in', [1, 2, 3])
    .orderBy('id')
    .execute();
  for (const n of needs) {
    const label = labelOf(PUBLISH_STATUSES, n.status);
    add({
      userId: n.userId!,
      kind: 2,
      title: `需求${label}`,
      body: `您的需求「${n.goodsName}」状态已变更为：${label}。`,
      targetType: 'need',
      targetId: n.id,
      createdAt: Number(n.updatedAt),
    });
  }

  const applications = await trx
    .selectFrom('policyApplications as a')
    .innerJoin('policies as p', 'p.id', 'a.policyId')
    .select(['a.id', 'a.userId', 'a.status', 'a.reason', 'a.decidedAt', 'p.policyName'])
    .where('a.status', 'in', [1, 2])
    .orderBy('a.id')
    .execute();
  for (const a of applications) {
    add({
      userId: a.userId,
      kind: 5,
      title: a.status === 1 ? '政策申报已受理' : '政策申报已退回',
      body:
        a.status === 1
          ? `您对「${a.policyName}」的申报已受理。`
          : `您对「${a.policyName}」的申报已退回，原因：${a.reason}。`,
      targetType: 'policyApply',
      targetId: a.id,
      createdAt: Number(a.decidedAt),
    });
  }

  const requests = await trx
    .selectFrom('evaluationRequests')
    .select(['id', 'userId', 'status', 'reason', 'outcomeName', 'updatedAt'])
    .where('status', 'in', [1, 2, 3])
    .orderBy('id')
    .execute();
  for (const r of requests) {
    const label = labelOf(EVALUATION_REQUEST_STATUSES, r.status);
    add({
      userId: r.userId,
      kind: 6,
      title: `技术评价申请${label}`,
      body: `您对「${r.outcomeName}」的技术评价申请状态已变更为：${label}${r.status === 3 ? `，原因：${r.reason}` : ''}。`,
      targetType: 'evaluationRequest',
      targetId: r.id,
      createdAt: Number(r.updatedAt),
    });
  }

  const questions = await trx
    .selectFrom('questions')
    .select(['id', 'userId', 'title', 'status', 'answerDept', 'answeredAt'])
    .where('status', 'in', [1, 2])
    .where('answeredAt', 'is not', null)
    .orderBy('id')
    .execute();
  for (const q of questions) {
    add({
      userId: q.userId,
      kind: 7,
      title: '您的提问已回复',
      body: `${q.answerDept ?? '平台'}回复了您的提问「${q.title}」${q.status === 1 ? '' : '（仅您本人可见）'}。`,
      targetType: 'question',
      targetId: q.id,
      createdAt: Number(q.answeredAt),
    });
  }

  for (const table of ['transferRegistrations', 'contractRegistrations'] as const) {
    const registrations = await trx
      .selectFrom(table)
      .select(['id', 'userId', 'status', 'updatedAt'])
      .where('status', 'in', [4, 5])
      .orderBy('id')
      .execute();
    for (const r of registrations) {
      const label = labelOf(ORDER_STATUSES, r.status);
      const transfer = table === 'transferRegistrations';
      add({
        userId: r.userId,
        kind: 4,
        title: `${transfer ? '转化登记' : '合同登记'}${label}`,
        body: `您的${transfer ? '成果转化登记' : '技术合同登记'}状态已变更为：${label}。`,
        targetType: transfer ? 'transfer' : 'contract',
        targetId: r.id,
        createdAt: Number(r.updatedAt),
      });
    }
  }

  rows.sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
  const week = 7 * 86_400_000;
  await insertRows(
    trx,
    'messages',
    rows.length,
    (i) => {
      const row = rows[i]!;
      const old = ctx.anchor - Number(row.createdAt) > week;
      const read = rng.chance(old ? 0.85 : 0.3);
      return {
        ...row,
        isRead: read ? 1 : 0,
        readAt: read
          ? Math.min(Number(row.createdAt) + rng.int(1, 48) * 3_600_000, ctx.anchor)
          : null,
      };
    },
    progress,
  );
}
