import {
  digestPassword,
  InteractionMessages,
  type MyQuestion,
  type Page,
  QUESTIONS_PER_DAY,
  type QuestionItem,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInteractionCommand } from '../../src/cli/interaction-commands.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../src/lib/response-cache.ts';
import {
  answerQuestion,
  pendingQuestions,
  setQuestionVisibility,
} from '../../src/modules/interaction/operator.ts';
import { appForFile } from '../support/app.ts';
import { get, PASSWORD, post, registerMember } from '../support/client.ts';
import { chars, countRows } from '../support/home.ts';

const ctx = appForFile();
let asker: string;
let other: string;
beforeAll(async () => {
  asker = (await registerMember(ctx, { username: 'qa_asker' })).token;
  other = (await registerMember(ctx, { username: 'qa_other' })).token;
});

const QUESTION = {
  title: '技术合同登记需要提交哪些材料？',
  category: 2,
  content: '我们和一家企业签订了技术开发合同，登记时需要准备哪些材料？',
};

const ask = (body: Record<string, unknown>, token = asker, form = false) =>
  post<{ id: number }>(ctx.app, '/client/mine/interaction/ask', body, { token, form });
const publicPage = (query = '') =>
  get<Page<QuestionItem>>(ctx.app, `/client/api/interaction/page${query}`);
const detail = (id: number, token?: string) =>
  get<QuestionItem>(ctx.app, `/client/api/interaction/detail?id=${id}`, token ? { token } : {});
const mine = (token: string, query = '') =>
  get<Page<MyQuestion>>(ctx.app, `/client/mine/interaction/list${query}`, { token });
/** Public answers are cached for a few seconds; the operator's change shows after them. */
const afterCache = () => ctx.clock.advance(PUBLIC_CACHE_TTL_MS + 1);
const answer = (id: number, publish: boolean) =>
  answerQuestion(ctx.db, {
    id,
    answer: '需提交技术合同登记申请表、合同文本及双方主体资格证明，可在线办理。',
    dept: '技术市场管理办公室',
    publish,
    by: 'test',
    now: ctx.clock.now(),
  });

describe('POST /client/mine/interaction/ask', () => {
  it('answers -401 to a guest and writes nothing', async () => {
    const res = await post(ctx.app, '/client/mine/interaction/ask', QUESTION);
    expect(res.code).toBe(-401);
    expect(await countRows(ctx, 'questions')).toBe(0);
  });

  it('checks each field with its message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...QUESTION, title: '' }, InteractionMessages.titleRequired],
      [{ ...QUESTION, title: '   ' }, InteractionMessages.titleRequired],
      [{ ...QUESTION, title: chars(51) }, InteractionMessages.titleTooLong],
      [{ ...QUESTION, category: undefined }, InteractionMessages.categoryRequired],
      [{ ...QUESTION, category: 99 }, InteractionMessages.categoryRequired],
      [{ ...QUESTION, content: '' }, InteractionMessages.contentRequired],
      [{ ...QUESTION, content: chars(301) }, InteractionMessages.contentTooLong],
    ];
    for (const [body, msg] of cases) {
      const res = await ask(body);
      expect({ code: res.code, msg: res.msg }).toEqual({ code: 400, msg });
    }
    expect(await countRows(ctx, 'questions')).toBe(0);
  });

  it('accepts the limits exactly, form-encoded too; the question waits (待回复), private', async () => {
    const res = await ask({ title: chars(50), category: '7', content: chars(300) }, asker, true);
    expect(res).toMatchObject({ code: 1, msg: '提交成功' });
    const list = await mine(asker);
    expect(list.data.records[0]).toMatchObject({
      id: res.data.id,
      status: 0,
      categoryName: '其他',
      answer: null,
      answerDate: null,
    });
    // Not public: neither listed nor readable by a guest or another member.
    expect((await publicPage()).data.total).toBe(0);
    expect((await detail(res.data.id)).code).toBe(404);
    expect((await detail(res.data.id, other)).msg).toBe(InteractionMessages.questionNotFound);
    expect((await detail(res.data.id, asker)).data.status).toBe(0);
    expect((await mine(other)).data.total).toBe(0);
  });
});

describe('answers and what the public sees', () => {
  it('lists a published answer with the asker masked; an unpublished one only to its asker', async () => {
    const published = (await ask(QUESTION)).data.id;
    const privately = (await ask({ ...QUESTION, title: '我司合同纠纷如何处理？', category: 6 }))
      .data.id;
    expect(await answer(published, true)).toBe(1);
    expect(await answer(privately, false)).toBe(2);
    afterCache();

    const page = await publicPage();
    expect(page.data.records.map((r) => r.id)).toEqual([published]);
    expect(page.data.records[0]).toMatchObject({
      title: QUESTION.title,
      categoryName: '技术交易',
      askerName: 'q****r',
      askDate: '2026-11-21',
      answerDept: '技术市场管理办公室',
      answerDate: '2026-11-21',
      status: 1,
    });
    expect(page.data.records[0]!.askerName).not.toContain('qa_asker');
    expect((await detail(published)).data.answer).toContain('技术合同登记申请表');
    expect((await detail(privately)).code).toBe(404);
    expect((await detail(privately, other)).code).toBe(404);
    const own = await detail(privately, asker);
    expect(own.data).toMatchObject({ status: 2, answerDept: '技术市场管理办公室' });

    const statuses = (await mine(asker)).data.records.map((r) => r.status).sort();
    expect(statuses).toEqual([0, 1, 2]);
    expect((await mine(asker, '?status=2')).data.records.map((r) => r.id)).toEqual([privately]);
    expect((await mine(asker, '?keyword=纠纷')).data.records.map((r) => r.id)).toEqual([privately]);
    expect((await mine(asker, '?status=9')).msg).toBe(InteractionMessages.statusInvalid);
  });

  it('filters by keyword and category, pages in the query', async () => {
    expect((await publicPage('?keyword=合同登记')).data.total).toBe(1);
    expect((await publicPage('?keyword=主体资格')).data.total).toBe(1);
    expect((await publicPage('?keyword=不存在的词')).data.total).toBe(0);
    expect((await publicPage('?category=2')).data.total).toBe(1);
    expect((await publicPage('?category=1')).data.total).toBe(0);
    expect((await publicPage('?category=99')).msg).toBe(InteractionMessages.categoryInvalid);
    expect((await publicPage('?pageNum=2&pageSize=1')).data).toMatchObject({
      records: [],
      total: 1,
      pageNum: 2,
      pageSize: 1,
    });
  });

  it('publishes or withdraws only answered questions', async () => {
    const waiting = (await ask({ ...QUESTION, title: '尚未回复的提问' })).data.id;
    await expect(setQuestionVisibility(ctx.db, waiting, 1, ctx.clock.now())).rejects.toMatchObject({
      code: 409,
    });
    await expect(setQuestionVisibility(ctx.db, 99_999, 1, ctx.clock.now())).rejects.toMatchObject({
      code: 404,
    });
    await expect(
      answerQuestion(ctx.db, {
        id: waiting,
        answer: ' ',
        dept: '平台运营中心',
        publish: true,
        by: 't',
        now: 0,
      }),
    ).rejects.toMatchObject({ code: 400, message: '请输入回复内容' });
    const first = (await publicPage()).data.records[0]!;
    await setQuestionVisibility(ctx.db, first.id, 2, ctx.clock.now());
    afterCache();
    expect((await publicPage()).data.total).toBe(0);
    await setQuestionVisibility(ctx.db, first.id, 1, ctx.clock.now());
    afterCache();
    expect((await publicPage()).data.total).toBe(1);
  });
});

describe('operator commands', () => {
  it('the waiting list says how many wait and finds one beyond the first by its title', async () => {
    const { token } = await registerMember(ctx, { username: 'qa_queue' });
    await ask({ ...QUESTION, title: '排在前面的待回复提问' }, token);
    await ask({ ...QUESTION, title: '排在后面的待回复提问' }, token);
    const head = await pendingQuestions(ctx.db, { limit: 1 });
    expect(head.rows).toHaveLength(1);
    expect(head.total).toBeGreaterThanOrEqual(2);
    expect(head.rows[0]!.title).not.toBe('排在后面的待回复提问');
    const found = await pendingQuestions(ctx.db, { limit: 1, keyword: '排在后面' });
    expect(found).toMatchObject({ total: 1, rows: [{ title: '排在后面的待回复提问' }] });
    // LIKE's own characters are matched as text.
    expect((await pendingQuestions(ctx.db, { keyword: '%' })).total).toBe(0);
    const listed = await runInteractionCommand(ctx.app, 'question-pending', {
      keyword: '排在后面',
    });
    expect(listed.split('\n')[0]).toBe('待回复的提问共 1 条');
    expect(listed).toContain('排在后面的待回复提问');
  });

  it('list waiting questions, answer one privately, publish it; each audited', async () => {
    const id = (await ask({ ...QUESTION, title: '运营命令回复的提问' })).data.id;
    expect(await runInteractionCommand(ctx.app, 'question-pending', {})).toContain(
      '运营命令回复的提问',
    );
    expect(
      await runInteractionCommand(ctx.app, 'question-answer', {
        id: String(id),
        answer: '已由工作人员电话联系您。',
        dept: '平台运营中心',
        private: true,
      }),
    ).toBe(`已回复提问 ${id}（不予公开）`);
    expect((await detail(id)).code).toBe(404);
    expect(
      await runInteractionCommand(ctx.app, 'question-publish', { id: String(id), to: '1' }),
    ).toBe(`已将提问 ${id} 设为“已回复”`);
    expect((await detail(id)).data.answerDept).toBe('平台运营中心');
    await expect(
      runInteractionCommand(ctx.app, 'question-answer', { id: 'x', answer: 'a', dept: 'b' }),
    ).rejects.toThrow('question-answer');
    const audited = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', 'like', 'operator.question-%')
      .execute();
    expect(audited.map((a) => a.action)).toEqual([
      'operator.question-answer',
      'operator.question-publish',
    ]);
  });
});

describe('the daily ask limit', () => {
  it(`lets a member ask ${QUESTIONS_PER_DAY} a day, even all at once, and counts per member`, async () => {
    const { token } = await registerMember(ctx, { username: 'qa_busy' });
    const before = await countRows(ctx, 'questions');
    const results = await Promise.all(
      Array.from({ length: QUESTIONS_PER_DAY + 3 }, (_, i) =>
        ask({ ...QUESTION, title: `并发提问${i}` }, token),
      ),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(QUESTIONS_PER_DAY);
    const refused = results.filter((r) => r.code !== 1);
    expect(refused).toHaveLength(3);
    for (const r of refused)
      expect(r).toMatchObject({ code: 429, msg: InteractionMessages.askLimit });
    expect(await countRows(ctx, 'questions')).toBe(before + QUESTIONS_PER_DAY);
    // Another member is not affected.
    expect((await ask({ ...QUESTION, title: '另一会员的提问' }, other)).code).toBe(1);
  });
});

describe('personal data', () => {
  it('exports a member’s questions and feedback, and deletes them with the account', async () => {
    const { token } = await registerMember(ctx, { username: 'qa_leaving' });
    expect((await ask({ ...QUESTION, title: '注销前的提问' }, token)).code).toBe(1);
    const sent = await post(
      ctx.app,
      '/client/api/feedback/add',
      { type: 4, content: '注销前的反馈' },
      { token },
    );
    expect(sent.code).toBe(1);
    const exported = await get<Record<string, Record<string, unknown>[]>>(
      ctx.app,
      '/client/mine/account/export',
      { token },
    );
    expect(exported.data.互动交流提问?.map((q) => q.标题)).toEqual(['注销前的提问']);
    expect(exported.data.意见反馈?.map((f) => f.内容)).toEqual(['注销前的反馈']);
    const deleted = await post(
      ctx.app,
      '/client/mine/account/delete',
      { password: digestPassword(PASSWORD) },
      { token },
    );
    expect(deleted.code).toBe(1);
    const left = await ctx.db
      .selectFrom('questions')
      .select('id')
      .where('title', '=', '注销前的提问')
      .execute();
    expect(left).toEqual([]);
    expect(
      await ctx.db
        .selectFrom('feedbacks')
        .select('id')
        .where('content', '=', '注销前的反馈')
        .execute(),
    ).toEqual([]);
  });
});
