import {
  labelOf,
  type MyQuestion,
  type Page,
  QUESTION_CATEGORIES,
  QUESTION_PUBLISHED,
  type QuestionItem,
} from '@portal/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { allOf, likePattern, maskName } from '../../kit/list/filters.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatDate } from '../../lib/time.ts';

/** The columns every question answer reads, the asker's name joined. */
function questions(db: Db) {
  return db
    .selectFrom('questions as q')
    .innerJoin('users as u', 'u.id', 'q.userId')
    .select([
      'q.id',
      'q.userId',
      'q.title',
      'q.category',
      'q.content',
      'q.status',
      'q.answer',
      'q.answerDept',
      'q.answeredAt',
      'q.createdAt',
      'u.username',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof questions>['execute']>>[number];

/** The asker is masked everywhere; only their own list shows them their questions. */
function toItem(row: Row): QuestionItem {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    categoryName: labelOf(QUESTION_CATEGORIES, row.category),
    content: row.content,
    askerName: maskName(row.username),
    askDate: formatDate(Number(row.createdAt)),
    status: row.status,
    answer: row.answer,
    answerDept: row.answerDept,
    answerDate: row.answeredAt == null ? null : formatDate(Number(row.answeredAt)),
  };
}

export interface QuestionFilters extends Paging {
  keyword?: string | undefined;
  category?: number | undefined;
}

/** 互动交流: answered and published questions, newest answer first. */
export async function publicQuestionPage(db: Db, f: QuestionFilters): Promise<Page<QuestionItem>> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`q.status = ${QUESTION_PUBLISHED}`];
  if (f.category !== undefined) conditions.push(sql<boolean>`q.category = ${f.category}`);
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conditions.push(
      sql<boolean>`(q.title like ${p} escape '\\' or q.content like ${p} escape '\\' or q.answer like ${p} escape '\\')`,
    );
  }
  const where = allOf(conditions);
  const { offset, limit } = pageWindow(f);
  const [rows, total] = await Promise.all([
    questions(db)
      .where(where)
      .orderBy('q.answeredAt', 'desc')
      .orderBy('q.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('questions as q')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toItem), total.n, f);
}

/** A published question, or the asker's own whatever its status; undefined otherwise. */
export async function questionDetail(
  db: Db,
  id: number,
  userId: number | null,
): Promise<QuestionItem | undefined> {
  const row = await questions(db).where('q.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  if (row.status !== QUESTION_PUBLISHED && row.userId !== userId) return undefined;
  return toItem(row);
}

/** 我的提问: the member's questions, newest first, every status. */
export async function myQuestionPage(
  db: Db,
  userId: number,
  f: Paging & { status?: number | undefined; keyword?: string | undefined },
): Promise<Page<MyQuestion>> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`q.user_id = ${userId}`];
  if (f.status !== undefined) conditions.push(sql<boolean>`q.status = ${f.status}`);
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conditions.push(
      sql<boolean>`(q.title like ${p} escape '\\' or q.content like ${p} escape '\\')`,
    );
  }
  const where = allOf(conditions);
  const { offset, limit } = pageWindow(f);
  const [rows, total] = await Promise.all([
    questions(db).where(where).orderBy('q.id', 'desc').offset(offset).limit(limit).execute(),
    db
      .selectFrom('questions as q')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toItem), total.n, f);
}
