import { digestPassword } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS } from '../../src/modules/account/login.ts';
import { createTestApp, type TestContext } from '../support/app.ts';
import { get, PASSWORD, passwordLogin, post, registerMember } from '../support/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('personal data', () => {
  it('exports what the portal keeps about the member, without the password hash', async () => {
    const { token, telephone } = await registerMember(ctx, { username: 'export_me' });
    const res = await get<{
      account: { username: string; telephone: string };
      activity: { action: string }[];
    }>(ctx.app, '/client/mine/account/export', { token });
    expect(res.code).toBe(1);
    expect(res.data.account).toMatchObject({ username: 'export_me', telephone });
    expect(res.data.activity.map((a) => a.action)).toContain('register');
    expect(JSON.stringify(res.data)).not.toContain('argon2');
  });

  it('deletes the account after the password is confirmed, freeing the name and phone', async () => {
    const { token, telephone } = await registerMember(ctx, { username: 'delete_me' });
    const wrong = await post(
      ctx.app,
      '/client/mine/account/delete',
      { password: digestPassword('nope12!x') },
      { token },
    );
    expect(wrong).toMatchObject({ code: 400, msg: '密码错误' });
    const done = await post(
      ctx.app,
      '/client/mine/account/delete',
      { password: digestPassword(PASSWORD) },
      { token },
    );
    expect(done).toMatchObject({ code: 1, msg: '账号已注销' });
    expect((await post(ctx.app, '/client/mine/auth/info', undefined, { token })).code).toBe(-401);
    expect((await passwordLogin(ctx.app, 'delete_me')).msg).toBe(WRONG_CREDENTIALS);
    ctx.clock.advance(61_000);
    const again = await registerMember(ctx, { username: 'delete_me', telephone });
    expect(again.token).toBeTruthy();
  });
});
