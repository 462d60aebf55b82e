import { digestPassword } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { findLiveSession } from '../../src/modules/account/session-repository.ts';
import { appForFile } from '../support/app.ts';
import { PASSWORD, passwordLogin, post, registerMember } from '../support/client.ts';

const ctx = appForFile();

const collectList = (token: string) =>
  ctx.app
    .inject({
      method: 'GET',
      url: '/gateway/client/mine/collect/list',
      headers: { authorization: token },
    })
    .then((r) => r.json() as { code: number });

describe('session lookup cache', () => {
  it('looks a recent session up in well under 0.1 ms', async () => {
    const { token } = await registerMember(ctx, { username: 'cache_fast' });
    await findLiveSession(ctx.db, token, ctx.clock.now());
    const rounds = 2000;
    const start = performance.now();
    for (let i = 0; i < rounds; i++) await findLiveSession(ctx.db, token, ctx.clock.now());
    expect((performance.now() - start) / rounds).toBeLessThan(0.1);
  });

  it('forgets a session at logout at once', async () => {
    const { token } = await registerMember(ctx, { username: 'cache_logout' });
    expect((await collectList(token)).code).toBe(1);
    await post(ctx.app, '/client/logout', undefined, { token });
    expect((await collectList(token)).code).toBe(-401);
  });

  it('forgets every session of a member whose password changed, at once', async () => {
    await registerMember(ctx, { username: 'cache_pw' });
    const other = (await passwordLogin(ctx.app, 'cache_pw')).data.token;
    const current = (await passwordLogin(ctx.app, 'cache_pw')).data.token;
    expect((await collectList(other)).code).toBe(1);
    const changed = await post(
      ctx.app,
      '/client/password',
      { oldPassword: digestPassword(PASSWORD), newPassword: digestPassword('new123!x') },
      { token: current },
    );
    expect(changed.code).toBe(1);
    expect((await collectList(other)).code).toBe(-401);
    expect((await collectList(current)).code).toBe(-401);
  });

  it('refuses a session ended by another process within 1 s, however often it is used', async () => {
    const { token } = await registerMember(ctx, { username: 'cache_other' });
    expect((await collectList(token)).code).toBe(1);
    // Another process ends it: the row changes, this process's cache is not told.
    await ctx.db
      .updateTable('sessions')
      .set({ endedAt: Date.now() })
      .where('endedAt', 'is', null)
      .execute();
    const started = performance.now();
    let code = 1;
    while (code === 1 && performance.now() - started < 3000) {
      code = (await collectList(token)).code;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(code).toBe(-401);
    expect(performance.now() - started).toBeLessThan(1200);
  });
});
