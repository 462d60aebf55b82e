import {
  AdminApplicationPaths,
  type AdminApplicationRow,
  type AdminFinancingRow,
  type Page,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFinanceCommand } from '../../src/cli/finance-commands.ts';
import { auditRows, queueCast } from '../support/admin-queues.ts';
import type { TestContext } from '../support/app.ts';
import { get, post } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

let ctx: TestContext;
let member: string;
let memberId: number;
let reviewer: string;
let auditor: string;
let content: string;

const nthId = async (table: 'policies' | 'financeProducts' | 'instruments', n: number) =>
  (
    await ctx.db
      .selectFrom(table)
      .select('id')
      .orderBy('id')
      .offset(n)
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id;

/** One pending application of each kind by the member, inserted as the member forms do. */
async function pendingOf(kind: 'policy' | 'finance' | 'booking', n = 0): Promise<number> {
  const now = ctx.clock.now();
  const stamps = { status: 0, reason: null, createdAt: now, updatedAt: now, decidedAt: null };
  if (kind === 'policy') {
    const row = await ctx.db
      .insertInto('policyApplications')
      .values({
        policyId: await nthId('policies', n),
        userId: memberId,
        companyName: '济南华辰智能科技有限公司',
        linkman: '王明',
        linkphone: '13805310001',
        summary: '申报高新技术企业认定奖励',
        fileIds: '[]',
        withdrawnAt: null,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  if (kind === 'finance') {
    const row = await ctx.db
      .insertInto('financeProductApplications')
      .values({
        productId: await nthId('financeProducts', n),
        userId: memberId,
        companyName: '济南华辰智能科技有限公司',
        applyMoney: 300,
        moneyUse: '采购检测设备',
        guarantyType: 1,
        linkName: '王明',
        linkPhone: '13805310001',
        withdrawnAt: null,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const row = await ctx.db
    .insertInto('instrumentBookings')
    .values({
      instrumentId: await nthId('instruments', 0),
      userId: memberId,
      // After the seeded bookings (the next 20 days), so the slot is free to accept.
      bookDate: `2027-01-${String(10 + n).padStart(2, '0')}`,
      slot: 1,
      purpose: '材料成分检测',
      linkName: '王明',
      linkPhone: '13805310001',
      withdrawnAt: null,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const statusOf = async (kind: 'policy' | 'finance' | 'booking', id: number) => {
  const table =
    kind === 'policy'
      ? 'policyApplications'
      : kind === 'finance'
        ? 'financeProductApplications'
        : 'instrumentBookings';
  return ctx.db
    .selectFrom(table)
    .select(['status', 'reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
};

beforeAll(async () => {
  ctx = await createSeededApp();
  ({ member, memberId, reviewer, auditor, content } = await queueCast(
    ctx,
    'app',
    'queue_applicant',
  ));
});
afterAll(() => ctx.close());

describe('application queues', () => {
  it('refuse guests, members and roles without the right', async () => {
    const id = await pendingOf('policy');
    const list = `${AdminApplicationPaths.applications}policy?keyword=queue_applicant`;
    const decide = AdminApplicationPaths.applicationDecide('policy', id);
    const body = { approve: true };
    for (const token of [undefined, member]) {
      const opts = token ? { token } : {};
      expect((await get(ctx.app, list, opts)).code).toBe(-401);
      expect((await post(ctx.app, decide, body, opts)).code).toBe(-401);
      expect((await get(ctx.app, AdminApplicationPaths.financing, opts)).code).toBe(-401);
      expect(
        (await post(ctx.app, AdminApplicationPaths.financingDecide(1), { approve: true }, opts))
          .code,
      ).toBe(-401);
    }
    expect((await get(ctx.app, list, { token: content })).code).toBe(403);
    expect((await post(ctx.app, decide, body, { token: content })).code).toBe(403);
    expect((await post(ctx.app, decide, body, { token: auditor })).code).toBe(403);
    expect(
      (
        await post(
          ctx.app,
          AdminApplicationPaths.financingDecide(1),
          { approve: true },
          { token: auditor },
        )
      ).code,
    ).toBe(403);
    expect((await statusOf('policy', id)).status).toBe(0);
    // The auditor reads, with contact phones masked.
    const read = await get<Page<AdminApplicationRow>>(ctx.app, list, { token: auditor });
    expect(read.code).toBe(1);
    expect(read.data.records.find((r) => r.id === id)).toMatchObject({
      subject: expect.any(String),
      username: 'queue_applicant',
      linkphone: '138****0001',
    });
    const full = await get<Page<AdminApplicationRow>>(ctx.app, list, { token: reviewer });
    expect(full.data.records.find((r) => r.id === id)?.linkphone).toBe('13805310001');
    expect(
      (await get(ctx.app, `${AdminApplicationPaths.applications}other`, { token: reviewer })).code,
    ).toBe(400);
  });

  for (const kind of ['policy', 'finance', 'booking'] as const) {
    it(`${kind}: accepts once under parallel decisions, audits, tells the member`, async () => {
      const id = await pendingOf(kind, 1);
      const decide = AdminApplicationPaths.applicationDecide(kind, id);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          post(ctx.app, decide, { approve: true }, { token: reviewer }),
        ),
      );
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.code !== 1).every((a) => a.code === 400)).toBe(true);
      expect(await statusOf(kind, id)).toEqual({ status: 1, reason: null });
      const ok = (await auditRows(ctx, 'application.decide')).filter(
        (a) =>
          a.outcome === 'success' && a.detail.target.kind === kind && a.detail.target.id === id,
      );
      expect(ok).toHaveLength(1);
      expect(ok[0]!.detail).toMatchObject({ before: { status: 0 }, after: { status: 1 } });
      const decided = await get<Page<AdminApplicationRow>>(
        ctx.app,
        `${AdminApplicationPaths.applications}${kind}?status=1`,
        { token: auditor },
      );
      expect(decided.data.records.some((r) => r.id === id)).toBe(true);
    });

    it(`${kind}: refuses only with a reason, which the member sees`, async () => {
      const id = await pendingOf(kind, 2);
      const decide = AdminApplicationPaths.applicationDecide(kind, id);
      const before = await ctx.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', memberId)
        .executeTakeFirstOrThrow();
      expect((await post(ctx.app, decide, { approve: false }, { token: reviewer })).code).toBe(400);
      expect((await statusOf(kind, id)).status).toBe(0);
      const refused = await post(
        ctx.app,
        decide,
        { approve: false, reason: '材料不全，请补充' },
        { token: reviewer },
      );
      expect(refused.code).toBe(1);
      expect(await statusOf(kind, id)).toEqual({ status: 2, reason: '材料不全，请补充' });
      const messages = await ctx.db
        .selectFrom('messages')
        .select('body')
        .where('userId', '=', memberId)
        .orderBy('id', 'desc')
        .execute();
      expect(messages.length).toBe(Number(before.n) + 1);
      expect(messages[0]!.body).toContain('材料不全，请补充');
      expect(
        (
          await post(
            ctx.app,
            AdminApplicationPaths.applicationDecide(kind, 999_999),
            { approve: true },
            { token: reviewer },
          )
        ).code,
      ).toBe(404);
    });
  }
});

describe('financing demands', () => {
  it('lists unpublished demands and publishes one once, audited', async () => {
    const now = ctx.clock.now();
    const { id } = await ctx.db
      .insertInto('financingDemands')
      .values({
        userId: memberId,
        companyName: '山东云启新材料有限公司',
        applyMoney: 500,
        projectDesc: '年产千吨石墨烯导热膜项目',
        stockPercent: null,
        linkPhone: '13805310002',
        status: 0,
        createdAt: now,
        publishStatus: 0,
        publishedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await get<Page<AdminFinancingRow>>(
      ctx.app,
      `${AdminApplicationPaths.financing}?keyword=云启`,
      { token: reviewer },
    );
    expect(list.data.records.map((r) => r.id)).toContain(id);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(
          ctx.app,
          AdminApplicationPaths.financingDecide(id),
          { approve: true },
          { token: reviewer },
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    const row = await ctx.db
      .selectFrom('financingDemands')
      .select('publishStatus')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.publishStatus).toBe(1);
    const ok = (await auditRows(ctx, 'financing.decide')).filter(
      (a) => a.outcome === 'success' && a.detail.target.financingId === id,
    );
    expect(ok).toHaveLength(1);
    expect(ok[0]!.detail).toMatchObject({
      before: { publishStatus: 0 },
      after: { publishStatus: 1 },
    });
  });

  it('refuses a demand only with a reason; the member is told, it is never published', async () => {
    const now = ctx.clock.now();
    const { id } = await ctx.db
      .insertInto('financingDemands')
      .values({
        userId: memberId,
        companyName: '山东云启新材料有限公司',
        applyMoney: 80,
        projectDesc: '流动资金',
        stockPercent: null,
        linkPhone: '13805310002',
        status: 0,
        createdAt: now,
        publishStatus: 0,
        publishedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decide = AdminApplicationPaths.financingDecide(id);
    expect(await post(ctx.app, decide, { approve: false }, { token: reviewer })).toMatchObject({
      code: 400,
      msg: '请填写驳回原因',
    });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(ctx.app, decide, { approve: false, reason: '项目信息不完整' }, { token: reviewer }),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 1).map((a) => a.msg)).toEqual([
      '该融资需求已处理',
      '该融资需求已处理',
    ]);
    expect(await post(ctx.app, decide, { approve: true }, { token: reviewer })).toMatchObject({
      code: 400,
      msg: '该融资需求已处理',
    });
    const row = await ctx.db
      .selectFrom('financingDemands')
      .select(['publishStatus', 'reviewReason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ publishStatus: 2, reviewReason: '项目信息不完整' });
    const message = await ctx.db
      .selectFrom('messages')
      .select(['title', 'body'])
      .where('userId', '=', memberId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.title).toBe('融资需求未通过');
    expect(message.body).toContain('项目信息不完整');
    const refused = await get<Page<AdminFinancingRow>>(
      ctx.app,
      `${AdminApplicationPaths.financing}?status=2`,
      { token: auditor },
    );
    expect(refused.data.records.find((r) => r.id === id)).toMatchObject({
      reviewReason: '项目信息不完整',
      linkPhone: '138****0002',
    });
    // The CLI is a thin caller of the same service.
    await expect(
      runFinanceCommand(ctx.app, 'financing-refuse', { id: String(id), reason: '重复' }),
    ).rejects.toThrow('该融资需求已处理');
    await expect(
      runFinanceCommand(ctx.app, 'financing-refuse', { id: String(id) }),
    ).rejects.toThrow('请填写驳回原因');
  });
});
