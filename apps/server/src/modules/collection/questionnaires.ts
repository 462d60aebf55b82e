import {
  CollectionMessages as C,
  firstIssueMessage,
  type MyQuestionnaireAnswer,
  type Page,
  type QuestionnaireAnswer,
  type QuestionnaireDetail,
  type QuestionnaireItem,
  type QuestionnaireQuestion,
  type QuestionnaireResults,
  questionAnswerSchema,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { pageByCreation } from '../../kit/list/creation-order.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound, notLoggedIn, tooMany } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatDate, formatTime } from '../../lib/time.ts';

/**
 * Questionnaires (/TheForm): published ones with questions of type 1 single, 2 multiple and
 * 3 fill-in. One response per member, or per browser token for anonymous questionnaires — both
 * unique indexes, so two submits at once leave one response. Results (counts and shares of each
 * option) are shown only to whoever has answered.
 */

/** Who is answering: a member, a browser (anonymous questionnaires), or both. */
export interface Respondent {
  userId: number | null;
  browserToken: string | null;
}

/** A guest's answer also names its address and how many guests one address may send. */
export interface GuestLimit {
  ip: string;
  max: number;
}

type QuestionnaireRow = {
  id: number;
  title: string;
  intro: string;
  anonymous: number;
  startDate: string;
  endDate: string;
};

function published(db: Db) {
  return db
    .selectFrom('questionnaires as q')
    .where('q.status', '=', 1)
    .select([
      'q.id',
      'q.title',
      'q.intro',
      'q.anonymous',
      'q.startDate',
      'q.endDate',
      (eb) =>
        eb
          .selectFrom('questionnaireQuestions as qq')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('qq.questionnaireId', '=', 'q.id')
          .as('questionCount'),
      (eb) =>
        eb
          .selectFrom('questionnaireResponses as r')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('r.questionnaireId', '=', 'q.id')
          .as('responseCount'),
    ]);
}

function toItem(
  row: QuestionnaireRow & { questionCount: unknown; responseCount: unknown },
  today: string,
): QuestionnaireItem {
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    anonymous: row.anonymous === 1,
    questionCount: Number(row.questionCount ?? 0),
    responseCount: Number(row.responseCount ?? 0),
    startDate: row.startDate,
    endDate: row.endDate,
    open: row.startDate <= today && today <= row.endDate,
  };
}

export async function questionnairePage(
  db: Db,
  query: Paging,
  now: number,
): Promise<Page<QuestionnaireItem>> {
  const { offset, limit } = pageWindow(query);
  const [rows, total] = await Promise.all([
    published(db)
      .orderBy('q.startDate', 'desc')
      .orderBy('q.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('questionnaires')
      .where('status', '=', 1)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const today = formatDate(now);
  return toPage(
    rows.map((r) => toItem(r, today)),
    total.n,
    query,
  );
}

/** The questionnaires a member answered (their own responses only), newest answer first. */
export async function myQuestionnaireAnswers(
  db: Db,
  userId: number,
  query: Paging,
  now: number,
): Promise<Page<MyQuestionnaireAnswer>> {
  const answered = db
    .selectFrom('questionnaireResponses as r')
    .innerJoin('questionnaires as q', 'q.id', 'r.questionnaireId')
    .where('r.userId', '=', userId);
  const { rows, total } = await pageByCreation(answered, 'r', query, (base) =>
    base.select(['q.id', 'q.title', 'q.startDate', 'q.endDate', 'r.createdAt']),
  );
  const today = formatDate(now);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      startDate: r.startDate,
      endDate: r.endDate,
      open: r.startDate <= today && today <= r.endDate,
      answeredAt: formatTime(Number(r.createdAt))!,
    })),
    total,
    query,
  );
}

async function questionsOf(db: Db, id: number): Promise<QuestionnaireQuestion[]> {
  const rows = await db
    .selectFrom('questionnaireQuestions')
    .select(['id', 'type', 'title', 'required', 'options', 'maxLength'])
    .where('questionnaireId', '=', id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    required: r.required === 1,
    options: JSON.parse(r.options) as string[],
    maxLength: r.maxLength,
  }));
}

/** The response of this member or browser, if any. */
async function responseOf(db: Db, id: number, who: Respondent, anonymous: boolean) {
  if (who.userId === null && (!anonymous || !who.browserToken)) return undefined;
  return db
    .selectFrom('questionnaireResponses')
    .select('id')
    .where('questionnaireId', '=', id)
    .where((eb) => {
      const either = [];
      if (who.userId !== null) either.push(eb('userId', '=', who.userId));
      if (anonymous && who.browserToken) either.push(eb('browserToken', '=', who.browserToken));
      return eb.or(either);
    })
    .executeTakeFirst();
}

/** Counts and shares (of all responses) of every option; fill-ins only count answers. */
export async function questionnaireResults(
  db: Db,
  id: number,
  questions?: QuestionnaireQuestion[],
): Promise<QuestionnaireResults> {
  const [list, total, answered, chosen] = await Promise.all([
    questions ?? questionsOf(db, id),
    db
      .selectFrom('questionnaireResponses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('questionnaireId', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('questionnaireAnswers as a')
      .innerJoin('questionnaireQuestions as qq', 'qq.id', 'a.questionId')
      .select(['a.questionId', (eb) => eb.fn.count<number>('a.responseId').distinct().as('n')])
      .where('qq.questionnaireId', '=', id)
      .groupBy('a.questionId')
      .execute(),
    db
      .selectFrom('questionnaireAnswers as a')
      .innerJoin('questionnaireQuestions as qq', 'qq.id', 'a.questionId')
      .select(['a.questionId', 'a.optionIndex', (eb) => eb.fn.countAll<number>().as('n')])
      .where('qq.questionnaireId', '=', id)
      .where('a.optionIndex', 'is not', null)
      .groupBy(['a.questionId', 'a.optionIndex'])
      .execute(),
  ]);
  const responseCount = Number(total.n);
  const answerCounts = new Map(answered.map((r) => [r.questionId, Number(r.n)]));
  const optionCounts = new Map(
    chosen.map((r) => [`${r.questionId}:${r.optionIndex}`, Number(r.n)]),
  );
  return {
    responseCount,
    questions: list.map((q) => ({
      questionId: q.id,
      type: q.type,
      answerCount: answerCounts.get(q.id) ?? 0,
      options: q.options.map((label, index) => {
        const count = optionCounts.get(`${q.id}:${index}`) ?? 0;
        const percent = responseCount ? Math.round((count / responseCount) * 1000) / 10 : 0;
        return { label, count, percent };
      }),
    })),
  };
}

async function publishedRow(db: Db, id: number) {
  const row = await published(db).where('q.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(C.questionnaireNotFound);
  return row;
}

export async function questionnaireDetail(
  db: Db,
  id: number,
  who: Respondent,
  now: number,
): Promise<QuestionnaireDetail> {
  const row = await publishedRow(db, id);
  const questions = await questionsOf(db, id);
  const answered = (await responseOf(db, id, who, row.anonymous === 1)) !== undefined;
  return {
    ...toItem(row, formatDate(now)),
    questions,
    answered,
    results: answered ? await questionnaireResults(db, id, questions) : null,
  };
}

/**
 * A fresh browser token is free, so guests are also counted per address and questionnaire:
 * one conditional UPDATE, so parallel answers (any process) never pass the limit.
 */
async function countGuest(trx: Db, questionnaireId: number, guest: GuestLimit) {
  await trx
    .insertInto('questionnaireGuests')
    .values({ questionnaireId, ip: guest.ip, answers: 0 })
    .onConflict((oc) => oc.columns(['questionnaireId', 'ip']).doNothing())
    .execute();
  const counted = await trx
    .updateTable('questionnaireGuests')
    .set((eb) => ({ answers: eb('answers', '+', 1) }))
    .where('questionnaireId', '=', questionnaireId)
    .where('ip', '=', guest.ip)
    .where('answers', '<', guest.max)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw tooMany(C.guestLimit);
}

/**
 * Records one response. Members-only questionnaires need a member (请登录); anonymous ones a
 * member or a browser token, at most `guest.max` guests per address. Each question's answer is checked by the shared rule; a second
 * response by the same member or browser is a 409.
 */
export async function answerQuestionnaire(
  db: Db,
  input: { id: number; answers: QuestionnaireAnswer[] },
  who: Respondent,
  now: number,
  guest: GuestLimit,
): Promise<QuestionnaireResults> {
  const row = await publishedRow(db, input.id);
  const anonymous = row.anonymous === 1;
  if (!anonymous && who.userId === null) throw notLoggedIn();
  if (anonymous && who.userId === null && !who.browserToken) throw invalid(C.browserTokenMissing);
  const today = formatDate(now);
  if (!toItem(row, today).open) throw invalid(C.questionnaireClosed);
  const questions = await questionsOf(db, input.id);
  const given = new Map(input.answers.map((a) => [a.questionId, a]));
  const rows: { questionId: number; optionIndex: number | null; text: string | null }[] = [];
  for (const [index, q] of questions.entries()) {
    const answer = given.get(q.id);
    const raw = q.type === 3 ? answer?.text : answer?.options;
    const parsed = questionAnswerSchema(q, index + 1).safeParse(raw);
    if (!parsed.success) throw invalid(firstIssueMessage(parsed.error));
    if (!parsed.data) continue;
    if (parsed.data.text !== undefined) {
      rows.push({ questionId: q.id, optionIndex: null, text: parsed.data.text });
    }
    for (const option of parsed.data.options ?? []) {
      rows.push({ questionId: q.id, optionIndex: option, text: null });
    }
  }
  if (await responseOf(db, input.id, who, anonymous)) throw conflict(C.answerTwice);
  await unlessTaken(C.answerTwice, async () => {
    await db.transaction().execute(async (trx) => {
      if (who.userId === null) await countGuest(trx, input.id, guest);
      const response = await trx
        .insertInto('questionnaireResponses')
        .values({
          questionnaireId: input.id,
          userId: who.userId,
          browserToken: anonymous ? who.browserToken : null,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (rows.length) {
        await trx
          .insertInto('questionnaireAnswers')
          .values(rows.map((r) => ({ ...r, responseId: response.id })))
          .execute();
      }
    });
  });
  return questionnaireResults(db, input.id, questions);
}
