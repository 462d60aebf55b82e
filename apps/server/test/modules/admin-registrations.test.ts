import {
  AdminPaths,
  type AdminRegistrationDetail,
  AdminRegistrationPaths,
  type AdminRegistrationRow,
  type Page,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function transferAt(status: number, name: string) {
  const now = ctx.clock.now();
  const row = await ctx.db
    .insertInto('transferRegistrations')
    .values({
      userId: memberId,
      status,
      method: status === 2 ? 1 : 2,
      applicantType: 2,
      applicantName: '济南华辰智能科技有限公司',
      projectName: name,
      outcomeId: null,
      linkman: '王明',
      linkphone: '13805310001',
      orgId: null,
      riskAcceptedAt: now,
      reason: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function contractAt(status: number, name: string) {
  const now = ctx.clock.now();
  const row = await ctx.db
    .insertInto('contractRegistrations')
    .values({
      userId: memberId,
      contractName: name,
      contractNo: `HT${now}${status}`,
      contractType: 1,
      sellerName: '山东大学',
      buyerName: '济南华辰智能科技有限公司',
      amount: 500000,
      signDate: '2026-11-01',
      startDate: '2026-11-01',
      endDate: '2027-10-31',
      fileIds: '[]',
      remark: null,
      status,
      reason: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const statusOf = async (table: 'transferRegistrations' | 'contractRegistrations', id: number) =>
  ctx.db
    .selectFrom(table)
    .select(['status', 'reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ctx = await createSeededApp();
  ({ member, memberId, reviewer, auditor, content } = await queueCast(
    ctx,
    'reg',
    'queue_registrant',
  ));
});
afterAll(() => ctx.close());

describe('registration queue', () => {
  it('refuses guests, members and roles without the right', async () => {
    const id = await transferAt(2, '智能巡检机器人转化');
    const list = `${AdminRegistrationPaths.registrations}transfer`;
    const move = AdminRegistrationPaths.registrationMove('transfer', id);
    for (const token of [undefined, member]) {
      const opts = token ? { token } : {};
      expect((await get(ctx.app, list, opts)).code).toBe(-401);
      expect((await post(ctx.app, move, { to: 4 }, opts)).code).toBe(-401);
    }
    expect((await get(ctx.app, list, { token: content })).code).toBe(403);
    expect((await post(ctx.app, move, { to: 4 }, { token: content })).code).toBe(403);
    expect((await post(ctx.app, move, { to: 4 }, { token: auditor })).code).toBe(403);
    expect((await statusOf('transferRegistrations', id)).status).toBe(2);
    const read = await get<Page<AdminRegistrationRow>>(
      ctx.app,
      `${list}?keyword=queue_registrant`,
      { token: auditor },
    );
    expect(read.data.records.map((r) => r.id)).toContain(id);
    const dashboard = await get<{ pendingRegistrations: number }>(ctx.app, AdminPaths.dashboard, {
      token: auditor,
    });
    expect(dashboard.data.pendingRegistrations).toBeGreaterThan(0);
  });

  it('offers only the operator moves and refuses the others', async () => {
    const atChoice = await transferAt(6, '委托机构登记项目');
    const detail = await get<AdminRegistrationDetail>(
      ctx.app,
      `${AdminRegistrationPaths.registrations}transfer/${atChoice}`,
      { token: reviewer },
    );
    expect(detail.data.moves).toEqual([7, 8]);
    expect(detail.data.fields.find((f) => f.label === '项目名称')?.value).toBe('委托机构登记项目');
    const move = AdminRegistrationPaths.registrationMove('transfer', atChoice);
    expect(await post(ctx.app, move, { to: 4 }, { token: reviewer })).toMatchObject({
      code: 400,
      msg: '不能将“待选择”的登记变更为“已受理”',
    });
    expect(await post(ctx.app, move, { to: 8 }, { token: reviewer })).toMatchObject({
      code: 400,
      msg: '请填写说明',
    });
    expect((await statusOf('transferRegistrations', atChoice)).status).toBe(6);
    expect((await post(ctx.app, move, { to: 7 }, { token: reviewer })).code).toBe(1);
    const after = await get<AdminRegistrationDetail>(
      ctx.app,
      `${AdminRegistrationPaths.registrations}transfer/${atChoice}`,
      { token: auditor },
    );
    expect(after.data.moves).toEqual([2]);
    expect(after.data.history.at(-1)).toMatchObject({ fromStatus: 6, toStatus: 7 });
    // A contract has no agency steps; the member's own move 5 → 2 is not the operator's.
    const rejected = await contractAt(5, '技术开发合同');
    expect(
      await post(
        ctx.app,
        AdminRegistrationPaths.registrationMove('contract', rejected),
        { to: 2 },
        {
          token: reviewer,
        },
      ),
    ).toMatchObject({ code: 400 });
  });

  it('accepts once under parallel moves, audits before/after, tells the member', async () => {
    const id = await contractAt(2, '专利实施许可合同');
    const move = AdminRegistrationPaths.registrationMove('contract', id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(ctx.app, move, { to: 4 }, { token: reviewer })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.code === 400)).toBe(true);
    expect((await statusOf('contractRegistrations', id)).status).toBe(4);
    const moves = await ctx.db
      .selectFrom('orderStatusMoves')
      .select(['fromStatus', 'toStatus'])
      .where('kind', '=', 'contract')
      .where('recordId', '=', id)
      .execute();
    expect(moves).toEqual([{ fromStatus: 2, toStatus: 4 }]);
    const ok = (await auditRows(ctx, 'registration.move')).filter(
      (a) =>
        a.outcome === 'success' && a.detail.target.kind === 'contract' && a.detail.target.id === id,
    );
    expect(ok).toHaveLength(1);
    expect(ok[0]!.detail).toMatchObject({ before: { status: 2 }, after: { status: 4 } });
    const message = await ctx.db
      .selectFrom('messages')
      .select('title')
      .where('userId', '=', memberId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.title).toBe('合同登记已受理');
  });

  it('rejects with the reason the member reads', async () => {
    const id = await transferAt(2, '高效节能电机技术');
    const move = AdminRegistrationPaths.registrationMove('transfer', id);
    expect((await post(ctx.app, move, { to: 5 }, { token: reviewer })).code).toBe(400);
    expect(
      (await post(ctx.app, move, { to: 5, reason: '项目材料不全' }, { token: reviewer })).code,
    ).toBe(1);
    expect(await statusOf('transferRegistrations', id)).toEqual({
      status: 5,
      reason: '项目材料不全',
    });
    const message = await ctx.db
      .selectFrom('messages')
      .select('body')
      .where('userId', '=', memberId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.body).toContain('项目材料不全');
    expect(
      (
        await post(
          ctx.app,
          AdminRegistrationPaths.registrationMove('transfer', 999_999),
          { to: 4 },
          {
            token: reviewer,
          },
        )
      ).code,
    ).toBe(404);
  });
});
