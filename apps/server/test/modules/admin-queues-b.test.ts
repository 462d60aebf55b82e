import { AdminQueuePaths, type OperatorRole } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMarketCommand } from '../../src/cli/market-commands.ts';
import { readyOperator as readyOperatorOf, xlsxRows } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember, userIdOf } from '../support/client.ts';
import { insertNeed } from '../support/market.ts';

const ctx = appForFile();

/** An operator past the first password change, and its token. */
const readyOperator = (username: string, roles: OperatorRole[]) =>
  readyOperatorOf(ctx, username, roles);

async function memberWithId(username: string) {
  const member = await registerMember(ctx, { username });
  return { ...member, id: await userIdOf(ctx, username) };
}

/** The latest successful console audit row of an action. */
async function lastAudit(action: string) {
  const row = await ctx.db
    .selectFrom('auditLog')
    .selectAll()
    .where('action', '=', `admin.${action}`)
    .where('outcome', '=', 'success')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { ...row, detail: JSON.parse(row.detail) as Record<string, unknown> };
}

async function messagesOf(userId: number) {
  return ctx.db
    .selectFrom('messages')
    .select(['kind', 'title', 'body'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** n concurrent posts; answers their codes. */
async function race(n: number, path: string, body: unknown, token: string) {
  const answers = await Promise.all(
    Array.from({ length: n }, () => post(ctx.app, path, body, { token })),
  );
  return answers.map((a) => a.code);
}

let review: string;
let audit: string;
let member: Awaited<ReturnType<typeof memberWithId>>;
let other: Awaited<ReturnType<typeof memberWithId>>;
let techFieldId: number;

beforeAll(async () => {
  review = await readyOperator('qb_review', ['review']);
  audit = await readyOperator('qb_audit', ['audit']);
  member = await memberWithId('qb_member');
  other = await memberWithId('qb_other');
  techFieldId = (
    await ctx.db
      .insertInto('techFields')
      .values({ parentId: null, name: '新能源' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

const MY_PATHS = Object.values(AdminQueuePaths).map((p) =>
  typeof p === 'function' ? p(':id') : p,
);

describe('queues B: every route', () => {
  it('refuses guests, members and roles without the right; reading is review + audit', async () => {
    const tokens: Record<OperatorRole, string> = {
      content: await readyOperator('qb_content', ['content']),
      review,
      audit,
      system: await readyOperator('qb_system', ['system']),
    };
    const routes = ctx.app.adminRoutes.filter((r) =>
      MY_PATHS.some((p) => r.url === `/gateway${p}` || r.url === `/gateway${p}:id`),
    );
    expect(routes.map((r) => `${r.method} ${r.url}`)).toHaveLength(17);
    for (const route of routes) {
      const allowed = route.rule.roles as OperatorRole[];
      expect(allowed, route.url).toEqual(route.method === 'GET' ? ['review', 'audit'] : ['review']);
      const call = async (token?: string) =>
        (
          await ctx.app.inject({
            method: route.method as 'GET' | 'POST',
            url: route.url.replace(/:\w+/g, '1'),
            headers: {
              ...(token ? { authorization: token } : {}),
              ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
            },
            ...(route.method === 'POST' ? { payload: '{}' } : {}),
          })
        ).json() as { code: number; msg: string };
      expect((await call()).code, `${route.url} guest`).toBe(-401);
      expect((await call(member.token)).code, `${route.url} member`).toBe(-401);
      for (const role of ['content', 'system', 'audit', 'review'] as OperatorRole[]) {
        if (allowed.includes(role)) continue;
        expect(await call(tokens[role]), `${route.method} ${route.url} ${role}`).toMatchObject({
          code: 403,
          msg: '当前角色无权执行此操作',
        });
      }
    }
  });
});

describe('evaluation requests', () => {
  it('accepts, returns with a reason once under a race, tells the member and audits', async () => {
    const now = ctx.clock.now();
    const req = await ctx.db
      .insertInto('evaluationRequests')
      .values({
        userId: member.id,
        evaluationType: 1,
        outcomeId: null,
        outcomeName: '高效钙钛矿电池制备技术',
        agencyId: null,
        companyName: '江苏测试科技有限公司',
        linkman: '王工',
        linkphone: '13800001111',
        purpose: '成果转化定价参考',
        status: 0,
        reason: null,
        openKey: `${member.id}:x`,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await get<{ records: { id: number; outcomeName: string }[] }>(
      ctx.app,
      AdminQueuePaths.evaluationRequests,
      { token: audit },
    );
    expect(list.data.records.map((r) => r.id)).toContain(req.id);
    const path = AdminQueuePaths.evaluationRequestMove(req.id);
    // A return needs its reason; a move not allowed from 待受理 is refused.
    expect((await post(ctx.app, path, { to: 3 }, { token: review })).code).toBe(400);
    expect((await post(ctx.app, path, { to: 2 }, { token: review })).code).toBe(400);
    const codes = await race(5, path, { to: 1 }, review);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    const returned = await post(ctx.app, path, { to: 3, reason: '材料不全' }, { token: review });
    expect(returned.code).toBe(1);
    const row = await ctx.db
      .selectFrom('evaluationRequests')
      .select(['status', 'reason'])
      .where('id', '=', req.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 3, reason: '材料不全' });
    const audited = await lastAudit('evaluationRequest.move');
    expect(audited.detail).toMatchObject({
      before: { status: 1 },
      after: { status: 3, reason: '材料不全' },
    });
    expect(audited.actor).toBe('operator:qb_review');
    const [msg] = await messagesOf(member.id);
    expect(msg?.body).toContain('原因：材料不全');
    // The audit role reads but never decides.
    expect((await post(ctx.app, path, { to: 2 }, { token: audit })).code).toBe(403);
  });
});

describe('public questions and feedback', () => {
  it('answers and publishes a question, hides it again, tells the asker', async () => {
    const now = ctx.clock.now();
    const q = await ctx.db
      .insertInto('questions')
      .values({
        userId: member.id,
        title: '科技成果登记需要哪些材料？',
        category: 3,
        content: '请问办理科技成果登记需要准备哪些材料？',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pending = await get<{ records: { id: number }[] }>(ctx.app, AdminQueuePaths.questions, {
      token: review,
    });
    expect(pending.data.records.map((r) => r.id)).toContain(q.id);
    // Hiding before an answer is refused.
    expect(
      (await post(ctx.app, AdminQueuePaths.questionVisibility(q.id), { to: 2 }, { token: review }))
        .code,
    ).toBe(409);
    const blank = await post(
      ctx.app,
      AdminQueuePaths.questionAnswer(q.id),
      { answer: '  ', dept: '成果转化处', publish: true },
      { token: review },
    );
    expect(blank).toMatchObject({ code: 400, msg: '请输入回复内容' });
    const answered = await post(
      ctx.app,
      AdminQueuePaths.questionAnswer(q.id),
      { answer: '需提交成果登记表及评价证明。', dept: '成果转化处', publish: true },
      { token: review },
    );
    expect(answered.code).toBe(1);
    const audited = await lastAudit('question.answer');
    expect(audited.detail).toMatchObject({
      before: { status: 0, answer: null },
      after: { status: 1, answer: '需提交成果登记表及评价证明。' },
    });
    const detail = await get<{ status: number; answerDept: string }>(
      ctx.app,
      `${AdminQueuePaths.question}${q.id}`,
      { token: audit },
    );
    expect(detail.data).toMatchObject({ status: 1, answerDept: '成果转化处' });
    expect((await messagesOf(member.id))[0]?.title).toBe('您的提问已回复');
    const hidden = await post(
      ctx.app,
      AdminQueuePaths.questionVisibility(q.id),
      { to: 2 },
      { token: review },
    );
    expect(hidden.code).toBe(1);
    expect((await lastAudit('question.visibility')).detail).toMatchObject({
      before: { status: 1 },
      after: { status: 2 },
    });
  });

  it('marks feedback handled once when operators race', async () => {
    const fb = await ctx.db
      .insertInto('feedbacks')
      .values({
        userId: null,
        type: 1,
        content: '首页加载有点慢',
        contact: null,
        ip: '127.0.0.1',
        createdAt: ctx.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await get<{ records: { id: number; username: string | null }[] }>(
      ctx.app,
      AdminQueuePaths.feedbacks,
      { token: audit },
    );
    expect(list.data.records.find((r) => r.id === fb.id)?.username).toBeNull();
    const codes = await race(6, AdminQueuePaths.feedbackHandle(fb.id), { note: '已优化' }, review);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const row = await ctx.db
      .selectFrom('feedbacks')
      .select(['status', 'handleNote', 'handledBy'])
      .where('id', '=', fb.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 1, handleNote: '已优化', handledBy: 'operator:qb_review' });
    const audited = await ctx.db
      .selectFrom('auditLog')
      .select('detail')
      .where('action', '=', 'admin.feedback.handle')
      .where('outcome', '=', 'success')
      .execute();
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]!.detail)).toMatchObject({
      before: { status: 0 },
      after: { status: 1, handleNote: '已优化' },
    });
  });
});

describe('undertakings and bounty entries', () => {
  it('moves an undertaking once, refuses it with a reason the member reads', async () => {
    const now = ctx.clock.now();
    const need = await insertNeed(ctx, {
      userId: other.id,
      goodsName: '光伏组件清洗机器人需求',
      deadlineTime: '2027-06-01',
      status: 1,
    });
    const u = await ctx.db
      .insertInto('undertakings')
      .values({
        needId: need.id,
        userId: member.id,
        companyName: '苏州承接科技有限公司',
        linkman: '李工',
        linkphone: '13800002222',
        content: '我司有成熟方案',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await get<{ records: { id: number; goodsName: string }[] }>(
      ctx.app,
      AdminQueuePaths.undertakings,
      { token: review },
    );
    expect(list.data.records.find((r) => r.id === u.id)?.goodsName).toBe('光伏组件清洗机器人需求');
    const path = AdminQueuePaths.undertakingMove(u.id);
    const codes = await race(5, path, { to: 1 }, review);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    expect(await post(ctx.app, path, { to: 3 }, { token: review })).toMatchObject({
      code: 400,
      msg: '请填写驳回原因',
    });
    expect(
      (await post(ctx.app, path, { to: 3, reason: '方案不匹配' }, { token: review })).code,
    ).toBe(1);
    expect(
      (
        await ctx.db
          .selectFrom('undertakings')
          .select('status')
          .where('id', '=', u.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(3);
    expect((await lastAudit('undertaking.move')).detail).toMatchObject({
      before: { status: 1 },
      after: { status: 3, reason: '方案不匹配' },
    });
    expect((await messagesOf(member.id))[0]).toMatchObject({
      title: '需求承接未采纳',
      body: expect.stringContaining('原因：方案不匹配'),
    });
    // The queue shows why (the refusal-reason column).
    const refused = await get<{ records: { id: number; reason: string | null }[] }>(
      ctx.app,
      `${AdminQueuePaths.undertakings}?status=3`,
      { token: audit },
    );
    expect(refused.data.records.find((r) => r.id === u.id)?.reason).toBe('方案不匹配');
    // 未采纳 is final.
    expect((await post(ctx.app, path, { to: 2 }, { token: review })).code).toBe(400);
  });

  it('scores a bounty entry once, then selects it', async () => {
    const now = ctx.clock.now();
    const reward = await ctx.db
      .insertInto('rewards')
      .values({
        userId: other.id,
        rewardName: '锂电池回收技术悬赏',
        amount: 500000,
        techFieldId,
        regionCode: '320000',
        deadline: '2027-06-01',
        unveilStatus: 0,
        publisher: '测试单位',
        linkman: '赵工',
        linkphone: '13800003333',
        summary: '',
        detail: '',
        status: 1,
        publishDate: '2026-11-01',
        viewCount: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const p = await ctx.db
      .insertInto('participations')
      .values({
        rewardId: reward.id,
        userId: member.id,
        companyName: '南京揭榜科技有限公司',
        linkman: '钱工',
        linkphone: '13800004444',
        plan: '湿法冶金回收方案',
        score: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = AdminQueuePaths.participationMove(p.id);
    expect(await post(ctx.app, path, { to: 1 }, { token: review })).toMatchObject({
      code: 400,
      msg: '请填写0-100的评分',
    });
    const codes = await race(4, path, { to: 1, score: 88 }, review);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    expect((await post(ctx.app, path, { to: 2 }, { token: review })).code).toBe(1);
    const row = await ctx.db
      .selectFrom('participations')
      .select(['status', 'score'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 2, score: 88 });
    expect((await lastAudit('participation.move')).detail).toMatchObject({
      before: { status: 1 },
      after: { status: 2 },
    });
    const list = await get<{ records: { id: number; score: number }[] }>(
      ctx.app,
      `${AdminQueuePaths.participations}?status=2`,
      { token: audit },
    );
    expect(list.data.records.find((r) => r.id === p.id)?.score).toBe(88);

    // The CLI is a thin caller of the same service: same rules, same message.
    const second = await ctx.db
      .insertInto('participations')
      .values({
        rewardId: reward.id,
        userId: other.id,
        companyName: '无锡揭榜科技有限公司',
        linkman: '周工',
        linkphone: '13800006666',
        plan: '火法回收方案',
        score: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      runMarketCommand(ctx.app, 'participation-status', { id: String(second.id), to: '3' }),
    ).rejects.toThrow('请填写驳回原因');
    expect(
      await runMarketCommand(ctx.app, 'participation-status', {
        id: String(second.id),
        to: '3',
        reason: '方案成本过高',
      }),
    ).toBe(`已将 ${second.id} 的状态改为“未入选”`);
    expect((await messagesOf(other.id))[0]?.body).toContain('原因：方案成本过高');
    // The queue's refusal-reason column.
    const refused = await get<{ records: { id: number; reason: string | null }[] }>(
      ctx.app,
      `${AdminQueuePaths.participations}?status=3`,
      { token: audit },
    );
    expect(refused.data.records.find((r) => r.id === second.id)?.reason).toBe('方案成本过高');
  });
});

describe('auctions', () => {
  it('closes an ended auction with its result once and tells the winner; aborts another', async () => {
    const now = ctx.clock.now();
    const base = {
      outcomeId: null,
      techFieldId,
      regionCode: '320000',
      coverImg: '',
      orgName: '测试单位',
      startPrice: 100000,
      stepPrice: 10000,
      currentPrice: 120000,
      summary: '',
      detail: '',
      createdAt: now,
      updatedAt: now,
    };
    const ended = await ctx.db
      .insertInto('auctions')
      .values({
        ...base,
        title: '专利竞价：储能材料',
        startAt: now - 3_600_000,
        endAt: now - 60_000,
        state: 1,
        bidCount: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('bids')
      .values({ auctionId: ended.id, userId: member.id, amount: 120000, createdAt: now - 120_000 })
      .execute();
    const running = await ctx.db
      .insertInto('auctions')
      .values({
        ...base,
        title: '专利竞价：氢能催化',
        startAt: now - 60_000,
        endAt: now + 3_600_000,
        state: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queue = await get<{ records: { id: number; status: number }[] }>(
      ctx.app,
      AdminQueuePaths.auctions,
      { token: audit },
    );
    expect(queue.data.records).toContainEqual(expect.objectContaining({ id: ended.id, status: 3 }));
    expect(queue.data.records.map((r) => r.id)).not.toContain(running.id);
    // A running auction cannot be closed with a result yet.
    expect(
      (await post(ctx.app, AdminQueuePaths.auctionMove(running.id), { to: 4 }, { token: review }))
        .code,
    ).toBe(400);
    const codes = await race(5, AdminQueuePaths.auctionMove(ended.id), { to: 4 }, review);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    const winnerMessages = (await messagesOf(member.id)).filter(
      (m) => m.title === '恭喜您竞得项目',
    );
    expect(winnerMessages).toHaveLength(1);
    expect((await lastAudit('auction.move')).detail).toMatchObject({
      before: { status: 3 },
      after: { status: 4 },
    });
    expect(
      (await post(ctx.app, AdminQueuePaths.auctionMove(running.id), { to: 5 }, { token: review }))
        .code,
    ).toBe(1);
    const state = await ctx.db
      .selectFrom('auctions')
      .select('state')
      .where('id', '=', running.id)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe(5);
  });
});

describe('activity sign-ups', () => {
  it('lists sign-ups per activity and exports them to Excel', async () => {
    const now = ctx.clock.now();
    const cat = await ctx.db
      .insertInto('actionCategories')
      .values({ catName: '路演' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const act = await ctx.db
      .insertInto('activities')
      .values({
        catId: cat.id,
        actionName: '新能源成果路演',
        actionImg: '',
        provinceCode: '320000',
        cityCode: '320100',
        address: '南京',
        organizer: '省科技厅',
        signStartAt: now - 86_400_000,
        signEndAt: now + 86_400_000,
        startAt: now + 2 * 86_400_000,
        endAt: now + 3 * 86_400_000,
        maxSignups: null,
        signCount: 1,
        viewCount: 0,
        recommended: 0,
        summary: '',
        content: '',
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('activitySignups')
      .values({
        actionId: act.id,
        userId: member.id,
        companyName: '=HYPERLINK("x")公司',
        linkman: '孙工',
        linkphone: '13800005555',
        createdAt: now,
      })
      .execute();
    const acts = await get<{ id: number; signCount: number }[]>(
      ctx.app,
      AdminQueuePaths.signupActivities,
      { token: audit },
    );
    expect(acts.data).toContainEqual(expect.objectContaining({ id: act.id, signCount: 1 }));
    const list = await get<{ total: number; records: { linkman: string }[] }>(
      ctx.app,
      `${AdminQueuePaths.signups}?actionId=${act.id}`,
      { token: review },
    );
    expect(list.data).toMatchObject({ total: 1, records: [{ linkman: '孙工' }] });
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${AdminQueuePaths.signupsExport}?actionId=${act.id}`,
      headers: { authorization: audit },
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const rows = await xlsxRows(xlsx.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['编号', '活动', '会员']);
    // A value that looks like a formula stays text.
    expect(rows[1]!.slice(1, 5)).toEqual([
      '新能源成果路演',
      'qb_member',
      '=HYPERLINK("x")公司',
      '孙工',
    ]);
    expect((await lastAudit('signup.export')).detail).toMatchObject({
      target: { filter: { actionId: act.id }, rows: 1 },
    });
  });
});

describe('dashboard', () => {
  it('counts the queues of part B', async () => {
    const dash = await get<Record<string, number>>(ctx.app, '/admin/dashboard', { token: audit });
    expect(dash.code).toBe(1);
    for (const key of [
      'pendingEvaluationRequests',
      'pendingQuestions',
      'pendingFeedbacks',
      'pendingUndertakings',
      'pendingParticipations',
      'auctionsToEvaluate',
    ]) {
      expect(typeof dash.data[key], key).toBe('number');
    }
  });
});
