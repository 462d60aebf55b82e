import { AdminPaths, digestPassword, type UserInfo } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, readyOperator } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, passwordLogin, post, registerMember, userIdOf } from '../support/client.ts';

const ctx = appForFile();
let system: string;
let review: string;
beforeAll(async () => {
  system = await readyOperator(ctx, 'm_system', ['system']);
  review = await readyOperator(ctx, 'm_review', ['review']);
});

const auditTotal = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('member password reset', () => {
  it('gives the system role a one-time temporary password and ends the member sessions', async () => {
    const member = await registerMember(ctx, { username: 'reset_me' });
    const id = await userIdOf(ctx, 'reset_me');
    const path = AdminPaths.memberResetPassword(id);

    expect((await post(ctx.app, path, {})).code).toBe(-401);
    expect((await post(ctx.app, path, {}, { token: member.token })).code).toBe(-401);
    expect((await post(ctx.app, path, {}, { token: review })).code).toBe(403);

    const reset = await post<{ password: string }>(ctx.app, path, {}, { token: system });
    expect(reset).toMatchObject({ code: 1, msg: '密码已重置，临时密码只显示这一次' });
    const temp = reset.data.password;
    expect(temp).toMatch(/^(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*])[\da-zA-Z!@#$%^&*]{12}$/);

    // The old session ends at once (the in-process session cache too).
    const info = await post(ctx.app, '/client/mine/auth/info', undefined, { token: member.token });
    expect(info.code).toBe(-401);
    // The old password no longer works; the temporary one does, and must be changed first.
    expect((await passwordLogin(ctx.app, 'reset_me')).code).not.toBe(1);
    const login = await passwordLogin(ctx.app, 'reset_me', temp);
    expect(login).toMatchObject({ code: 1, data: { needChangePassword: true } });
    // The member's info tells the portal why the change is forced, until he makes it.
    const userInfo = (token: string) =>
      post<UserInfo>(ctx.app, '/client/mine/user/info', undefined, { token });
    expect((await userInfo(login.data.token)).data).toMatchObject({
      needChangePassword: true,
      passwordReset: true,
    });
    const changed = await post(
      ctx.app,
      '/client/password',
      { oldPassword: digestPassword(temp), newPassword: digestPassword('after9!reset') },
      { token: login.data.token },
    );
    expect(changed.code).toBe(1);
    const again = await passwordLogin(ctx.app, 'reset_me', 'after9!reset');
    expect((await userInfo(again.data.token)).data).toMatchObject({
      needChangePassword: false,
      passwordReset: false,
    });

    const [audit] = await auditRows(ctx, 'member.resetPassword');
    expect(audit).toMatchObject({
      outcome: 'success',
      detail: { target: { memberId: id }, after: { passwordReset: true, sessionsEnded: true } },
    });
    const raw = await ctx.db.selectFrom('auditLog').select('detail').execute();
    expect(raw.some((r) => r.detail.includes(temp))).toBe(false);
    const message = await ctx.db
      .selectFrom('messages')
      .select(['title', 'body'])
      .where('userId', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.title).toBe('登录密码已重置');
    expect(message.body).not.toContain(temp);

    // Two resets at once: each answers its own password, the last one stored wins.
    const both = await Promise.all([
      post<{ password: string }>(ctx.app, path, {}, { token: system }),
      post<{ password: string }>(ctx.app, path, {}, { token: system }),
    ]);
    expect(both.map((b) => b.code)).toEqual([1, 1]);
    expect(both[0]!.data.password).not.toBe(both[1]!.data.password);
    const logins = await Promise.all(
      both.map((b) => passwordLogin(ctx.app, 'reset_me', b.data.password)),
    );
    expect(logins.filter((l) => l.code === 1)).toHaveLength(1);
  });

  it('answers 404 for an unknown member', async () => {
    const res = await post(ctx.app, AdminPaths.memberResetPassword(999_999), {}, { token: system });
    expect(res.code).toBe(404);
  });
});

describe('certification history', () => {
  it('lists every submission with status, reason and who decided when; one audit row per decision', async () => {
    await registerMember(ctx, { username: 'cert_hist' });
    const id = await userIdOf(ctx, 'cert_hist');
    const reviewer = await ctx.db
      .selectFrom('operators')
      .select(['id', 'displayName'])
      .where('username', '=', 'm_review')
      .executeTakeFirstOrThrow();
    const t0 = ctx.clock.now();
    const base = { userId: id, authType: 2, realName: '历史科技有限公司', materials: '[]' };
    await ctx.db
      .insertInto('certifications')
      .values([
        {
          ...base,
          certNo: '91370000MA3C000001',
          status: 3,
          reason: '营业执照不清晰',
          submittedAt: t0 - 3 * 86_400_000,
          decidedAt: t0 - 2 * 86_400_000,
          decidedBy: reviewer.id,
        },
        {
          ...base,
          certNo: '91370000MA3C000001',
          status: 1,
          reason: null,
          submittedAt: t0 - 86_400_000,
          decidedAt: null,
          decidedBy: null,
        },
      ])
      .execute();
    await ctx.db.updateTable('users').set({ verifyStatus: 1 }).where('id', '=', id).execute();
    const pending = await ctx.db
      .selectFrom('certifications')
      .select('id')
      .where('userId', '=', id)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();

    const before = await auditTotal();
    const decided = await post(
      ctx.app,
      AdminPaths.certificationDecide(pending.id),
      { approve: true },
      { token: review },
    );
    expect(decided.code).toBe(1);
    // The guard's row only; the service no longer writes a second one for the console.
    expect((await auditTotal()) - before).toBe(1);
    const [row] = await auditRows(ctx, 'certification.decide');
    expect(row).toMatchObject({
      outcome: 'success',
      detail: { before: { status: 1 }, after: { status: 2 } },
    });

    const detail = await get<{
      certifications: {
        status: number;
        reason: string | null;
        decidedBy: string | null;
        decidedAt: string | null;
      }[];
    }>(ctx.app, `${AdminPaths.member}${id}`, { token: system });
    expect(detail.data.certifications).toEqual([
      expect.objectContaining({ status: 2, reason: null, decidedBy: reviewer.displayName }),
      expect.objectContaining({
        status: 3,
        reason: '营业执照不清晰',
        decidedBy: reviewer.displayName,
        decidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
  });
});
