import { AccountPaths, AdminPaths, digestPassword, Messages } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { DAY } from '../../src/lib/time.ts';
import { readyOperator } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { passwordLogin, post, registerMember } from '../support/client.ts';

/** Issue #23 finding 2: until a forced change is done the server allows only these. */
const ctx = appForFile();

/** memberRoutes name the full URL, API base included. */
const OPEN = new Set(
  [AccountPaths.userInfo, AccountPaths.authInfo, AccountPaths.changePassword].map(
    (p) => `POST /gateway${p}`,
  ),
);

async function call(route: string, token: string) {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  const res = await ctx.app.inject({
    method,
    url: url.replace(/:\w+/g, '1'),
    headers: { authorization: token },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  return res.json() as { code: number; msg: string };
}

/** Every member route but own info and the password change answers 403 with the reason. */
async function expectOnlyChangeAllowed(token: string, reason: string) {
  const routes = ctx.app.memberRoutes.filter((r) => !OPEN.has(r));
  expect(routes.length).toBeGreaterThan(40);
  for (const route of routes) {
    expect(await call(route, token), route).toMatchObject({ code: 403, msg: reason });
  }
  expect((await call(`POST /gateway${AccountPaths.userInfo}`, token)).code).toBe(1);
  expect((await call(`POST /gateway${AccountPaths.authInfo}`, token)).code).toBe(1);
}

describe('forced password change on the server', () => {
  it('after an operator reset: the temporary password opens only info, change and logout', async () => {
    const { telephone } = await registerMember(ctx, { username: 'reset_me' });
    const member = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('telephone', '=', telephone)
      .executeTakeFirstOrThrow();
    const system = await readyOperator(ctx, 'fc_system', ['system']);
    const reset = await post<{ password: string }>(
      ctx.app,
      AdminPaths.memberResetPassword(member.id),
      undefined,
      { token: system },
    );
    expect(reset.code).toBe(1);
    const login = await passwordLogin(ctx.app, 'reset_me', reset.data.password);
    expect(login.data.needChangePassword).toBe(true);
    const token = login.data.token;
    await expectOnlyChangeAllowed(token, Messages.passwordResetByAdmin);
    // The requests of the issue: export with the unmasked phone, SMS codes, deletion.
    expect(await call(`GET /gateway${AccountPaths.exportAccount}`, token)).toMatchObject({
      code: 403,
    });
    const user = await ctx.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe(1);
    const changed = await post(
      ctx.app,
      AccountPaths.changePassword,
      {
        oldPassword: digestPassword(reset.data.password),
        newPassword: digestPassword('fresh789!x'),
      },
      { token },
    );
    expect(changed.code).toBe(1);
    const again = await passwordLogin(ctx.app, 'reset_me', 'fresh789!x');
    expect(again.data.needChangePassword).toBe(false);
    expect((await call(`GET /gateway${AccountPaths.exportAccount}`, again.data.token)).code).toBe(
      1,
    );
  });

  it('after 30 days without a change: the same until the member changes it', async () => {
    await registerMember(ctx, { username: 'aged_member' });
    ctx.clock.advance(31 * DAY);
    const login = await passwordLogin(ctx.app, 'aged_member');
    expect(login.data.needChangePassword).toBe(true);
    await expectOnlyChangeAllowed(login.data.token, Messages.passwordExpired);
    const logout = await post(ctx.app, AccountPaths.logout, undefined, {
      token: login.data.token,
    });
    expect(logout.code).toBe(1);
  });
});
