import {
  FEEDBACK_HANDLED,
  FEEDBACK_PENDING,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  labelOf,
  QUESTION_CATEGORIES,
  QUESTION_PENDING,
  QUESTION_PRIVATE,
  QUESTION_PUBLISHED,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { likePattern } from '../../kit/list/filters.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { notify } from '../message/notify.ts';

/**
 * Operator decisions on questions and feedback: the CLI calls these today and the operator
 * console will call the same functions. Each checks its own state rule; callers audit.
 */

export const ANSWER_MAX = 1000;
export const DEPT_MAX = 30;
export const NOTE_MAX = 200;

/**
 * Questions waiting for an answer, oldest first (a queue is worked from its head), at most
 * `limit`, with how many wait in all; `keyword` finds one by its title. Without the total an
 * operator (and a test) could not tell a question beyond the first `limit` from a missing one.
 */
export async function pendingQuestions(db: Db, options: { limit?: number; keyword?: string } = {}) {
  const { limit = 50, keyword } = options;
  const pending = db
    .selectFrom('questions as q')
    .innerJoin('users as u', 'u.id', 'q.userId')
    .where('q.status', '=', QUESTION_PENDING)
    .$if(Boolean(keyword), (q) =>
      q.where(sql<boolean>`q.title like ${likePattern(keyword!)} escape '\\'`),
    );
  const [rows, counted] = await Promise.all([
    pending
      .select(['q.id', 'q.title', 'q.category', 'q.content', 'q.createdAt', 'u.username'])
      .orderBy('q.id')
      .limit(limit)
      .execute(),
    pending.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counted.n),
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      categoryName: labelOf(QUESTION_CATEGORIES, r.category),
      content: r.content,
      asker: r.username,
      askedAt: formatTime(Number(r.createdAt)),
    })),
  };
}

export interface AnswerInput {
  id: number;
  answer: string;
  /** The answering department, shown with the answer (e.g. 成果转化处). */
  dept: string;
  /** true: everyone reads it (已回复); false: the asker only (不予公开). */
  publish: boolean;
  /** Operator id or `cli:<user>`. */
  by: string;
  now: number;
}

/** Answers a question (or changes an answer given before), publishing it or not. */
export async function answerQuestion(db: Db, input: AnswerInput): Promise<number> {
  const answer = input.answer.trim();
  const dept = input.dept.trim();
  if (!answer) throw invalid('请输入回复内容');
  if ([...answer].length > ANSWER_MAX) throw invalid(`回复内容不能超过${ANSWER_MAX}个字`);
  if (!dept) throw invalid('请输入答复部门');
  if ([...dept].length > DEPT_MAX) throw invalid(`答复部门不能超过${DEPT_MAX}个字`);
  const status = input.publish ? QUESTION_PUBLISHED : QUESTION_PRIVATE;
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('questions')
      .set({
        answer,
        answerDept: dept,
        answeredAt: input.now,
        answeredBy: input.by,
        status,
        updatedAt: input.now,
      })
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw notFound('问题不存在');
    const q = await trx
      .selectFrom('questions')
      .select(['userId', 'title'])
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow();
    await notify(trx, q.userId, {
      kind: 7,
      title: '您的提问已回复',
      body: `${dept}回复了您的提问「${q.title}」${input.publish ? '' : '（仅您本人可见）'}。`,
      target: { type: 'question', id: input.id },
      now: input.now,
    });
  });
  // The public question list shows a published answer (and no longer a withdrawn one).
  invalidate({ db }, `interaction:${input.id}`);
  return status;
}

/** Publishes an answered question (1) or takes it back to the asker only (2). */
export async function setQuestionVisibility(
  db: Db,
  id: number,
  to: number,
  now: number,
): Promise<void> {
  if (to !== QUESTION_PUBLISHED && to !== QUESTION_PRIVATE) {
    throw invalid('只能设为 1 公开 或 2 不予公开');
  }
  const updated = await db
    .updateTable('questions')
    .set({ status: to, updatedAt: now })
    .where('id', '=', id)
    .where('status', '<>', QUESTION_PENDING)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) {
    invalidate({ db }, `interaction:${id}`);
    return;
  }
  const exists = await db
    .selectFrom('questions')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  throw exists ? conflict('问题尚未回复，请先回复') : notFound('问题不存在');
}

/** Feedback for the operators, newest first, optionally of one status. */
export async function feedbackList(db: Db, status?: number, limit = 50) {
  const rows = await db
    .selectFrom('feedbacks as f')
    .leftJoin('users as u', 'u.id', 'f.userId')
    .select([
      'f.id',
      'f.type',
      'f.content',
      'f.contact',
      'f.status',
      'f.handleNote',
      'f.createdAt',
      'u.username',
    ])
    .$if(status !== undefined, (q) => q.where('f.status', '=', status!))
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    typeName: labelOf(FEEDBACK_TYPES, r.type),
    content: r.content,
    contact: r.contact,
    statusName: labelOf(FEEDBACK_STATUSES, r.status),
    handleNote: r.handleNote,
    from: r.username ?? '游客',
    createdAt: formatTime(Number(r.createdAt)),
  }));
}

/** Marks feedback handled, once. */
export async function handleFeedback(
  db: Db,
  input: { id: number; note?: string | undefined; by: string; now: number },
): Promise<void> {
  const note = input.note?.trim() || null;
  if (note && [...note].length > NOTE_MAX) throw invalid(`处理说明不能超过${NOTE_MAX}个字`);
  const updated = await db
    .updateTable('feedbacks')
    .set({ status: FEEDBACK_HANDLED, handleNote: note, handledAt: input.now, handledBy: input.by })
    .where('id', '=', input.id)
    .where('status', '=', FEEDBACK_PENDING)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return;
  const exists = await db
    .selectFrom('feedbacks')
    .select('id')
    .where('id', '=', input.id)
    .executeTakeFirst();
  throw exists ? conflict('该反馈已处理') : notFound('反馈不存在');
}
