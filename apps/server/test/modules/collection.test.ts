import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  CollectionForm,
  CollectionOverview,
  CollectionSubmission,
  MyQuestionnaireAnswer,
  Page,
  QuestionnaireDetail,
  QuestionnaireItem,
  QuestionnaireResults,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCollectionCommand } from '../../src/cli/collection-commands.ts';
import { deleteMemberSubmissions } from '../../src/modules/account/submissions.ts';
import { createTestApp, type TestContext } from '../support/app.ts';
import { get, post, registerMember, userIdOf } from '../support/client.ts';

let ctx: TestContext;
let alice: string;
let bob: string;
let carol: string;
let openPeriod: number;
let closedPeriod: number;
let memberSurvey: number;
let anonSurvey: number;

/** A complete, valid enterprise R&D report (form type 1). */
const RD = {
  companyName: '济南示例科技有限公司',
  creditCode: '91370100MA3C01231',
  industry: '电子信息',
  linkman: '张三',
  linkphone: '13800001111',
  revenue: '1200.5',
  rdExpense: 150,
  rdStaff: '35',
  patentApplied: 4,
};

async function addSurvey(anonymous: boolean) {
  const q = await ctx.db
    .insertInto('questionnaires')
    .values({
      title: anonymous ? '科技服务满意度调查' : '企业技术需求调查',
      anonymous: anonymous ? 1 : 0,
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      createdAt: ctx.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questions = [
    { type: 1, title: '企业规模', options: JSON.stringify(['小型', '中型', '大型']), required: 1 },
    {
      type: 2,
      title: '关注的服务',
      options: JSON.stringify(['成果转化', '技术评价', '科技金融', '知识产权']),
      required: 1,
    },
    { type: 3, title: '其他建议', required: 0, maxLength: 20 },
  ];
  const ids: number[] = [];
  for (const [i, question] of questions.entries()) {
    const row = await ctx.db
      .insertInto('questionnaireQuestions')
      .values({ questionnaireId: q.id, sort: i, ...question })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return { id: q.id, questionIds: ids };
}

let memberQ: number[];
let anonQ: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  alice = (await registerMember(ctx, { username: 'fill_alice' })).token;
  bob = (await registerMember(ctx, { username: 'fill_bob' })).token;
  carol = (await registerMember(ctx, { username: 'fill_carol' })).token;
  // The test clock is 2026-11-21: 2026Q3 is being filled in, 2026Q2 closed.
  const rows = await ctx.db
    .insertInto('collectionPeriods')
    .values([
      { code: '2026Q2', name: '2026年第二季度', fillStart: '2026-07-01', fillEnd: '2026-08-31' },
      { code: '2026Q3', name: '2026年第三季度', fillStart: '2026-10-01', fillEnd: '2026-12-31' },
    ])
    .returning('id')
    .execute();
  closedPeriod = rows[0]!.id;
  openPeriod = rows[1]!.id;
  const m = await addSurvey(false);
  memberSurvey = m.id;
  memberQ = m.questionIds;
  const a = await addSurvey(true);
  anonSurvey = a.id;
  anonQ = a.questionIds;
});
afterAll(() => ctx.close());

const save = (kind: 'draft' | 'submit', body: unknown, token?: string) =>
  post(ctx.app, `/client/mine/collection/${kind}`, body, token ? { token } : {});
const mine = (token: string, type = 1, periodId = openPeriod) =>
  get<CollectionSubmission | null>(
    ctx.app,
    `/client/mine/collection/submission?type=${type}&periodId=${periodId}`,
    { token },
  );

describe('report forms (/DataFillIn, /InformationSubmission)', () => {
  it('lists the three forms and the periods, with the open one marked', async () => {
    const res = await get<CollectionOverview>(ctx.app, '/client/api/collection/overview');
    expect(res.code).toBe(1);
    expect(res.data.forms.map((f) => f.title)).toEqual([
      '企业研发数据',
      '高校院所成果转化数据',
      '技术合同数据',
    ]);
    expect(res.data.periods.map((p) => [p.code, p.open])).toEqual([
      ['2026Q3', true],
      ['2026Q2', false],
    ]);
    expect(res.data.mine).toEqual([]);
  });

  it('gives a form as data: fields, kinds, rules and required', async () => {
    const res = await get<CollectionForm>(ctx.app, '/client/api/collection/form?type=3');
    expect(res.data.title).toBe('技术合同数据');
    const category = res.data.fields.find((f) => f.key === 'contractCategory');
    expect(category).toMatchObject({ kind: 'select', required: true });
    expect(category?.options).toContain('技术开发');
    expect((await get(ctx.app, '/client/api/collection/form?type=4')).msg).toBe('报送类型不正确');
  });

  it('saves a draft with required fields empty, but checks what is filled in', async () => {
    const bad = await save(
      'draft',
      { type: 1, periodId: openPeriod, values: { companyName: '草稿公司', rdStaff: '3.5' } },
      alice,
    );
    expect(bad).toMatchObject({ code: 400, msg: '研发人员数请输入整数' });
    expect((await mine(alice)).data).toBeNull();
    const ok = await save(
      'draft',
      { type: 1, periodId: openPeriod, values: { companyName: ' 草稿公司 ', revenue: '88' } },
      alice,
    );
    expect(ok).toMatchObject({ code: 1, msg: '保存成功' });
    const draft = await mine(alice);
    expect(draft.data).toMatchObject({
      status: 0,
      values: { companyName: '草稿公司', revenue: 88 },
    });
  });

  it('refuses a submit with a clear message for the first missing or wrong field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...RD, companyName: '' }, '请输入企业名称'],
      [{ ...RD, industry: undefined }, '请选择所属行业'],
      [{ ...RD, industry: '航天' }, '请选择正确的所属行业'],
      [{ ...RD, revenue: 'abc' }, '营业收入请输入数字'],
      [{ ...RD, rdExpense: -1 }, '研发经费支出不能小于0'],
      [{ ...RD, rdExpense: '1.234' }, '研发经费支出最多保留两位小数'],
      [{ ...RD, remark: '字'.repeat(301) }, '备注不能超过300个字'],
    ];
    for (const [values, msg] of cases) {
      const res = await save('submit', { type: 1, periodId: openPeriod, values }, alice);
      expect(res).toMatchObject({ code: 400, msg });
    }
    expect((await mine(alice)).data?.status).toBe(0);
  });

  it('submits once per period; a second submit and later edits are refused', async () => {
    const res = await save('submit', { type: 1, periodId: openPeriod, values: RD }, alice);
    expect(res).toMatchObject({ code: 1, msg: '提交成功' });
    const stored = await mine(alice);
    expect(stored.data).toMatchObject({ status: 1, values: { rdStaff: 35, revenue: 1200.5 } });
    expect(stored.data?.submittedAt).toMatch(/^2026-11-21 /);
    const again = await save('submit', { type: 1, periodId: openPeriod, values: RD }, alice);
    expect(again).toMatchObject({ code: 409, msg: '本期数据已提交，不能重复提交' });
    const edit = await save('draft', { type: 1, periodId: openPeriod, values: RD }, alice);
    expect(edit).toMatchObject({ code: 409, msg: '本期数据已提交，不能再修改' });
    const overview = await get<CollectionOverview>(ctx.app, '/client/api/collection/overview', {
      token: alice,
    });
    expect(overview.data.mine).toEqual([
      expect.objectContaining({ type: 1, periodId: openPeriod, status: 1 }),
    ]);
  });

  it('lets exactly one of many parallel submits through', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        save('submit', { type: 1, periodId: openPeriod, values: RD }, bob),
      ),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.code === 409)).toHaveLength(5);
    // With a draft already saved, the same holds.
    await save('draft', { type: 2, periodId: openPeriod, values: { orgName: '某大学' } }, bob);
    const values = {
      orgName: '某大学',
      orgKind: '高等院校',
      linkman: '李四',
      linkphone: '0531-88886666',
      projectCount: 12,
      contractAmount: 3000,
      receivedAmount: 1200,
    };
    const again = await Promise.all(
      Array.from({ length: 6 }, () =>
        save('submit', { type: 2, periodId: openPeriod, values }, bob),
      ),
    );
    expect(again.filter((r) => r.code === 1)).toHaveLength(1);
    const rows = await ctx.db
      .selectFrom('collectionSubmissions')
      .innerJoin('users', 'users.id', 'collectionSubmissions.userId')
      .select(['collectionSubmissions.status'])
      .where('users.username', '=', 'fill_bob')
      .execute();
    expect(rows.map((r) => r.status)).toEqual([1, 1]);
  });

  it("never shows one member another member's data", async () => {
    expect((await mine(carol)).data).toBeNull();
    const overview = await get<CollectionOverview>(ctx.app, '/client/api/collection/overview', {
      token: carol,
    });
    expect(overview.data.mine).toEqual([]);
    // Carol's own submit is independent of Alice's.
    const res = await save('submit', { type: 1, periodId: openPeriod, values: RD }, carol);
    expect(res.code).toBe(1);
  });

  it('refuses guests, closed periods, unknown periods and malformed values', async () => {
    expect((await save('submit', { type: 1, periodId: openPeriod, values: RD })).code).toBe(-401);
    const closed = await save('submit', { type: 1, periodId: closedPeriod, values: RD }, carol);
    expect(closed.msg).toBe('该期次不在填报时间内，不能填报');
    expect((await save('submit', { type: 1, periodId: 999, values: RD }, carol)).msg).toBe(
      '该填报期次不存在',
    );
    expect((await save('draft', { type: 1, periodId: openPeriod, values: 'x' }, carol)).msg).toBe(
      '填报内容格式不正确',
    );
  });

  it('accepts a URL-encoded post with the values as JSON', async () => {
    const res = await post(
      ctx.app,
      '/client/mine/collection/draft',
      { type: '3', periodId: String(openPeriod), values: JSON.stringify({ sellerName: '某公司' }) },
      { token: carol, form: true },
    );
    expect(res).toMatchObject({ code: 1, msg: '保存成功' });
    expect((await mine(carol, 3)).data?.values).toEqual({ sellerName: '某公司' });
  });

  it('gives operators the totals and a CSV export of a period', async () => {
    const stats = await runCollectionCommand(ctx.app, 'collection-stats', {
      type: '1',
      period: '2026Q3',
    });
    // Alice, Bob and Carol submitted the same report.
    expect(stats).toContain('已提交 3 份');
    expect(stats).toContain('营业收入\t填写 3\t合计 3601.5万元\t平均 1200.5万元');
    expect(stats).toContain('电子信息 3');
    const file = path.join(os.tmpdir(), `collection-${process.pid}.csv`);
    const done = await runCollectionCommand(ctx.app, 'collection-export', {
      type: '1',
      period: '2026Q3',
      file,
    });
    expect(done).toContain('3 条');
    const csv = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('"营业收入（万元）"');
    expect(lines[1]).toContain('"济南示例科技有限公司"');
  });
});

const answer = (body: Record<string, unknown>, token?: string) =>
  post<QuestionnaireResults>(
    ctx.app,
    '/client/api/questionnaire/answer',
    body,
    token ? { token } : {},
  );
const detail = (id: number, query = '', token?: string) =>
  get<QuestionnaireDetail>(
    ctx.app,
    `/client/api/questionnaire/detail?id=${id}${query}`,
    token ? { token } : {},
  );

describe('questionnaires (/TheForm)', () => {
  it('lists published questionnaires with their counts', async () => {
    const res = await get<Page<QuestionnaireItem>>(ctx.app, '/client/api/questionnaire/page');
    expect(res.data.total).toBe(2);
    expect(res.data.records[0]).toMatchObject({ questionCount: 3, responseCount: 0, open: true });
  });

  it('shows questions but no results before answering', async () => {
    const res = await detail(memberSurvey, '', alice);
    expect(res.data.questions.map((q) => q.type)).toEqual([1, 2, 3]);
    expect(res.data).toMatchObject({ answered: false, results: null });
  });

  it('checks required, single and option rules with the question number', async () => {
    const [q1, q2, q3] = memberQ as [number, number, number];
    const cases: [unknown[], string][] = [
      [[{ questionId: q2, options: [0] }], '第1题为必答题'],
      [[{ questionId: q1, options: [0] }], '第2题为必答题'],
      [
        [
          { questionId: q1, options: [0, 1] },
          { questionId: q2, options: [0] },
        ],
        '第1题只能选择一项',
      ],
      [
        [
          { questionId: q1, options: [5] },
          { questionId: q2, options: [0] },
        ],
        '第1题的选项不正确',
      ],
      [
        [
          { questionId: q1, options: [0] },
          { questionId: q2, options: [0] },
          { questionId: q3, text: '字'.repeat(21) },
        ],
        '第3题不能超过20个字',
      ],
    ];
    for (const [answers, msg] of cases) {
      expect(await answer({ id: memberSurvey, answers }, alice)).toMatchObject({ code: 400, msg });
    }
    expect((await detail(memberSurvey, '', alice)).data.responseCount).toBe(0);
  });

  it('takes one answer per member and shows the results after it', async () => {
    const [q1, q2] = memberQ as [number, number];
    const answers = [
      { questionId: q1, options: [1] },
      { questionId: q2, options: [0, 2] },
    ];
    expect((await answer({ id: memberSurvey, answers })).code).toBe(-401);
    const first = await answer({ id: memberSurvey, answers }, alice);
    expect(first).toMatchObject({ code: 1, msg: '提交成功' });
    expect(first.data.responseCount).toBe(1);
    expect(first.data.questions[1]?.options.map((o) => o.count)).toEqual([1, 0, 1, 0]);
    expect(first.data.questions[1]?.options[0]?.percent).toBe(100);
    expect((await answer({ id: memberSurvey, answers }, alice)).msg).toBe(
      '您已填写过该问卷，请勿重复提交',
    );
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        answer({ id: memberSurvey, answers: [answers[0], { questionId: q2, options: [3] }] }, bob),
      ),
    );
    expect(parallel.filter((r) => r.code === 1)).toHaveLength(1);
    expect(parallel.filter((r) => r.code === 409)).toHaveLength(4);
    const after = await detail(memberSurvey, '', alice);
    expect(after.data.answered).toBe(true);
    expect(after.data.results?.responseCount).toBe(2);
    expect(after.data.results?.questions[0]?.options[1]).toEqual({
      label: '中型',
      count: 2,
      percent: 100,
    });
    expect(after.data.results?.questions[1]?.options.map((o) => o.percent)).toEqual([
      50, 0, 50, 50,
    ]);
    // Carol has not answered: no results for her.
    expect((await detail(memberSurvey, '', carol)).data.results).toBeNull();
  });

  it("lists a member's own answered questionnaires only (member centre)", async () => {
    const mine = (token?: string) =>
      get<Page<MyQuestionnaireAnswer>>(
        ctx.app,
        '/client/mine/questionnaire/answered?pageNum=1&pageSize=10',
        token ? { token } : {},
      );
    expect((await mine()).code).toBe(-401);
    const own = await mine(alice);
    expect(own.code).toBe(1);
    expect(own.data.total).toBe(1);
    expect(own.data.records[0]).toMatchObject({ id: memberSurvey, open: true });
    expect(own.data.records[0]?.answeredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // Carol answered nothing: she sees none of Alice's or Bob's answers.
    const other = await mine(carol);
    expect(other.data).toMatchObject({ total: 0, records: [] });
  });

  it('takes one answer per browser on anonymous questionnaires', async () => {
    const [q1, q2, q3] = anonQ as [number, number, number];
    const answers = JSON.stringify([
      { questionId: q1, options: [0] },
      { questionId: q2, options: [1] },
      { questionId: q3, text: '多办线下活动' },
    ]);
    const tokenA = 'browserAAAAAAAAAAAAAAAA';
    expect((await answer({ id: anonSurvey, answers })).msg).toBe(
      '无法识别当前浏览器，请刷新页面后重试',
    );
    const first = await answer({ id: anonSurvey, answers, browserToken: tokenA });
    expect(first.code).toBe(1);
    expect(first.data.questions[2]?.answerCount).toBe(1);
    expect((await answer({ id: anonSurvey, answers, browserToken: tokenA })).code).toBe(409);
    const second = await answer({
      id: anonSurvey,
      answers,
      browserToken: 'browserBBBBBBBBBBBBBBBB',
    });
    expect(second.data.questions[0]?.options[0]?.count).toBe(2);
    expect((await detail(anonSurvey, `&browserToken=${tokenA}`)).data.answered).toBe(true);
    expect((await detail(anonSurvey, '&browserToken=browserCCCCCCCCCCCCCCC')).data.answered).toBe(
      false,
    );
  });

  it('counts at most QUESTIONNAIRE_GUESTS_PER_IP guests per address, however many tokens (issue #23.5)', async () => {
    const survey = await addSurvey(true);
    const [q1, q2] = survey.questionIds as [number, number];
    const answers = [
      { questionId: q1, options: [1] },
      { questionId: q2, options: [0, 2] },
    ];
    const fresh = (i: number) => `stuffing${String(i).padStart(12, '0')}`;
    const max = ctx.config.QUESTIONNAIRE_GUESTS_PER_IP;
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        answer({ id: survey.id, answers, browserToken: fresh(i) }),
      ),
    );
    expect(sent.filter((r) => r.code === 1)).toHaveLength(max);
    expect(sent.filter((r) => r.code !== 1).map((r) => [r.code, r.msg])).toEqual(
      Array(10 - max).fill([429, '当前网络提交的匿名问卷已达上限，请登录后填写']),
    );
    const counted = await ctx.db
      .selectFrom('questionnaireResponses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('questionnaireId', '=', survey.id)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(max);
    // Another address, and a member from this one, still answer.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/gateway/client/api/questionnaire/answer',
      remoteAddress: '10.1.2.3',
      payload: { id: survey.id, answers, browserToken: fresh(99) },
    });
    expect(elsewhere.json().code).toBe(1);
    expect((await answer({ id: survey.id, answers }, carol)).code).toBe(1);
  });

  it('refuses closed and unknown questionnaires', async () => {
    await ctx.db
      .updateTable('questionnaires')
      .set({ endDate: '2026-11-01' })
      .where('id', '=', anonSurvey)
      .execute();
    const [q1, q2] = anonQ as [number, number];
    const res = await answer({
      id: anonSurvey,
      answers: [
        { questionId: q1, options: [0] },
        { questionId: q2, options: [0] },
      ],
      browserToken: 'browserDDDDDDDDDDDDDDDD',
    });
    expect(res.msg).toBe('该问卷不在填写时间内');
    expect((await detail(9999)).msg).toBe('该问卷不存在或未发布');
  });
});

describe('personal data', () => {
  it('exports reports and responses with the member, and removes them with the account', async () => {
    const aliceId = await userIdOf(ctx, 'fill_alice');
    const exported = await get<Record<string, Record<string, unknown>[]>>(
      ctx.app,
      '/client/mine/account/export',
      { token: alice },
    );
    expect(exported.data.数据填报).toHaveLength(1);
    expect(exported.data.数据填报?.[0]).toMatchObject({ 状态: '已提交' });
    expect(exported.data.问卷填写).toEqual([expect.objectContaining({ 问卷: '企业技术需求调查' })]);
    await deleteMemberSubmissions(ctx.db, aliceId);
    const after = await detail(memberSurvey, '', bob);
    expect(after.data.results?.responseCount).toBe(1);
    expect(after.data.results?.questions[1]?.options.map((o) => o.count)).toEqual([0, 0, 0, 1]);
  });
});
