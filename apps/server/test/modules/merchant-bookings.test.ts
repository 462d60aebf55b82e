import {
  AdminApplicationPaths,
  MerchantBookingPaths as B,
  type MerchantInboxCounts,
  MerchantMessages,
  type MyInstrumentBooking,
  type Page,
  ResourceMessages as RM,
  MerchantWorkPaths as W,
} from '@portal/shared';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/index.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { readyOperator } from '../support/admin-queues.ts';
import type { TestContext } from '../support/app.ts';
import { get, post, registerMember, userIdOf } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { demoMerchantLogin, demoOrgOf } from '../support/merchant.ts';

let ctx: TestContext;
let review: string;
let owner: string;
let staff: string;
let otherOwner: string;
let plain: string;
let memberId: number;
let orgId: number;
let ownInstrument: number;
let otherInstrument: number;
let day = 0;

const login = (username: string) => demoMerchantLogin(ctx, username);

const orgOf = (username: string) => demoOrgOf(ctx, username);

const instrumentOf = async (org: number) =>
  (
    await ctx.db
      .selectFrom('instruments')
      .select('id')
      .where('orgId', '=', org)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A pending booking by the plain member, each on its own day after the seeded ones. */
async function pending(instrumentId: number): Promise<number> {
  day += 1;
  const at = ctx.clock.now();
  const row = await ctx.db
    .insertInto('instrumentBookings')
    .values({
      instrumentId,
      userId: memberId,
      bookDate: `2027-02-${String(day).padStart(2, '0')}`,
      slot: 1,
      purpose: '材料成分检测',
      linkName: '王明',
      linkPhone: '13805310001',
      status: 0,
      reason: null,
      createdAt: at,
      updatedAt: at,
      decidedAt: null,
      withdrawnAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const bookingOf = (id: number) =>
  ctx.db
    .selectFrom('instrumentBookings')
    .select(['status', 'reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const messagesOf = (userId: number) =>
  ctx.db
    .selectFrom('messages')
    .select(['title', 'body', 'targetType', 'targetId'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  ctx = await createSeededApp();
  review = await readyOperator(ctx, 'book_review', ['review']);
  [owner, staff, otherOwner] = await Promise.all([
    login('org_owner_service'),
    login('org_staff_service'),
    login('org_owner_school'),
  ]);
  plain = (await registerMember(ctx, { username: 'book_plain' })).token;
  memberId = await userIdOf(ctx, 'book_plain');
  orgId = await orgOf('org_owner_service');
  ownInstrument = await instrumentOf(orgId);
  otherInstrument = await instrumentOf(await orgOf('org_owner_school'));
});
afterAll(() => ctx.close());

describe('the instrument → organisation migration', () => {
  it('links instruments whose unit is exactly an organisation’s name, and goes down and up', async () => {
    const db = createDb({ sqlitePath: ':memory:' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('20261201_matchmaking_01_feedback')).error).toBeUndefined();
      await sql`INSERT INTO service_orgs (org_name, org_logo, org_type, region_code, credit_code,
        contact, telephone, intro, created_at)
        VALUES ('山东大学', '', 1, '370102', '', '', '', '', 0)`.execute(db);
      for (const unit of ['山东大学', '山东大学测试中心', ' 山东大学']) {
        await sql`INSERT INTO instruments (name, org_name, category, region_code, img, summary,
          content, contact, telephone, publish_date, created_at, model, manufacturer, fee_text)
          VALUES ('显微镜', ${unit}, '', '370102', '', '', '', '', '', '2026-11-01', 0, '', '', '')`.execute(
          db,
        );
      }
      expect(await migrateToLatest(db)).toContain('20261202_bookings_01_instrument_org');
      const linked = async () =>
        (
          await db.selectFrom('instruments').select(['orgName', 'orgId']).orderBy('id').execute()
        ).map((r) => r.orgId);
      const [org] = await db.selectFrom('serviceOrgs').select('id').execute();
      expect(await linked()).toEqual([org!.id, null, null]);
      expect((await migrator.migrateDown()).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await linked()).toEqual([org!.id, null, null]);
    } finally {
      await db.destroy();
    }
  });
});

describe('the demo seed', () => {
  it('links a few instruments to each workspace organisation, under its own name', async () => {
    const rows = await ctx.db
      .selectFrom('instruments as i')
      .innerJoin('serviceOrgs as o', 'o.id', 'i.orgId')
      .select(['i.orgName', 'o.orgName as name', 'i.orgId', 'i.summary'])
      .execute();
    expect(rows.filter((r) => r.orgId === orgId)).toHaveLength(3);
    expect(rows.every((r) => r.orgName === r.name && r.summary.startsWith(r.name))).toBe(true);
  });
});

describe('who may use the workspace bookings', () => {
  it('a guest is asked to log in, a member without an organisation is refused', async () => {
    expect((await get(ctx.app, B.bookings)).code).toBe(-401);
    expect(await get(ctx.app, B.bookings, { token: plain })).toMatchObject({
      code: 403,
      msg: MerchantMessages.notOrgMember,
    });
    const id = await pending(ownInstrument);
    expect(await post(ctx.app, B.bookingConfirm, { id }, { token: plain })).toMatchObject({
      code: 403,
      msg: MerchantMessages.notOrgMember,
    });
    expect((await post(ctx.app, B.bookingConfirm, { id })).code).toBe(-401);
    expect((await bookingOf(id)).status).toBe(0);
  });
});

describe('bookings of the organisation’s instruments', () => {
  it('lists only its own instruments’ bookings, by status, and counts the pending ones', async () => {
    const badge = async (token: string) =>
      (await get<MerchantInboxCounts>(ctx.app, W.inboxCounts, { token })).data.pendingBookings;
    const [mineBefore, theirsBefore] = [await badge(owner), await badge(otherOwner)];
    const own = await pending(ownInstrument);
    expect(await badge(staff)).toBe(mineBefore + 1);
    expect(await badge(otherOwner)).toBe(theirsBefore);
    const theirs = await pending(otherInstrument);
    const list = await get<Page<MyInstrumentBooking>>(ctx.app, `${B.bookings}?status=0`, {
      token: staff,
    });
    expect(list.code, list.msg).toBe(1);
    const ids = list.data.records.map((r) => r.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(theirs);
    expect(list.data.records.every((r) => r.status === 0)).toBe(true);
    const confirmed = await get<Page<MyInstrumentBooking>>(ctx.app, `${B.bookings}?status=1`, {
      token: owner,
    });
    expect(confirmed.data.records.map((r) => r.id)).not.toContain(own);
    expect((await get(ctx.app, `${B.bookings}?status=9`, { token: owner })).code).toBe(400);
  });

  it('another organisation’s booking is not found and stays pending', async () => {
    const ours = await pending(ownInstrument);
    const list = await get<Page<MyInstrumentBooking>>(ctx.app, B.bookings, { token: otherOwner });
    expect(list.data.records.map((r) => r.id)).not.toContain(ours);
    for (const [path, body] of [
      [B.bookingConfirm, { id: ours }],
      [B.bookingDecline, { id: ours, reason: '设备检修' }],
    ] as const) {
      expect(await post(ctx.app, path, body, { token: otherOwner })).toMatchObject({
        code: 404,
        msg: RM.bookingNotFound,
      });
    }
    expect((await bookingOf(ours)).status).toBe(0);
    const missing = await post(ctx.app, B.bookingConfirm, { id: 99_999_999 }, { token: owner });
    expect(missing).toMatchObject({ code: 404, msg: RM.bookingNotFound });
  });

  it('confirms with the message the console sends, and refuses a second decision', async () => {
    const fromConsole = await pending(ownInstrument);
    const fromWorkspace = await pending(ownInstrument);
    const decided = await post(
      ctx.app,
      AdminApplicationPaths.applicationDecide('booking', fromConsole),
      { approve: true },
      { token: review },
    );
    expect(decided.code, decided.msg).toBe(1);
    const before = (await messagesOf(memberId)).length;
    const res = await post(ctx.app, B.bookingConfirm, { id: fromWorkspace }, { token: staff });
    expect(res).toMatchObject({ code: 1, msg: '预约已确认，预约人已收到通知' });
    expect((await bookingOf(fromWorkspace)).status).toBe(1);
    const messages = await messagesOf(memberId);
    expect(messages).toHaveLength(before + 1);
    const [a, b] = messages.slice(-2);
    expect(b!.title).toBe(a!.title);
    expect(b!.title).toBe('仪器预约已确认');
    // Same words, only the date differs (each booking has its own day).
    expect(b!.body.replace(/\d{4}-\d{2}-\d{2}/, 'D')).toBe(
      a!.body.replace(/\d{4}-\d{2}-\d{2}/, 'D'),
    );
    expect(b).toMatchObject({ targetType: 'instrument', targetId: ownInstrument });
    expect(
      await post(
        ctx.app,
        B.bookingDecline,
        { id: fromWorkspace, reason: '改期' },
        { token: owner },
      ),
    ).toMatchObject({
      code: 400,
      msg: RM.decideRefused('已确认'),
    });
  });

  it('declines only with a reason, which the member reads', async () => {
    const id = await pending(ownInstrument);
    for (const reason of [undefined, '   ']) {
      const res = await post(ctx.app, B.bookingDecline, { id, reason }, { token: owner });
      expect(res.msg).toBe(RM.reasonRequired);
    }
    expect((await bookingOf(id)).status).toBe(0);
    const res = await post(
      ctx.app,
      B.bookingDecline,
      { id, reason: '该时段设备检修' },
      { token: owner },
    );
    expect(res.code, res.msg).toBe(1);
    expect(await bookingOf(id)).toEqual({ status: 2, reason: '该时段设备检修' });
    const last = (await messagesOf(memberId)).at(-1)!;
    expect(last.title).toBe('仪器预约未通过');
    expect(last.body).toContain('原因：该时段设备检修');
  });

  it('of parallel decisions from workspace and console exactly one lands', async () => {
    const id = await pending(ownInstrument);
    const before = (await messagesOf(memberId)).length;
    const results = await Promise.all([
      post(ctx.app, B.bookingConfirm, { id }, { token: owner }),
      post(ctx.app, B.bookingConfirm, { id }, { token: staff }),
      post(ctx.app, B.bookingDecline, { id, reason: '排期已满' }, { token: owner }),
      post(
        ctx.app,
        AdminApplicationPaths.applicationDecide('booking', id),
        { approve: true },
        { token: review },
      ),
    ]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 1)) expect(r.msg).toMatch(/^该预约当前为“/);
    expect([1, 2]).toContain((await bookingOf(id)).status);
    expect(await messagesOf(memberId)).toHaveLength(before + 1);
  });
});
