import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestContext } from './support/app.ts';

/** The address a request is believed to come from: what rate limits and the audit log see. */
async function appSeeing(trustProxy: string) {
  return createTestApp(
    { TRUST_PROXY: loadConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY },
    (app) => app.get('/whoami', async (request) => ({ ip: request.ip })),
  );
}

const ipOf = async (ctx: TestContext, forwardedFor?: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/whoami',
      remoteAddress: '127.0.0.1',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json().ip as string;

describe('TRUST_PROXY', () => {
  let none: TestContext;
  let local: TestContext;
  beforeAll(async () => {
    none = await appSeeing('');
    local = await appSeeing('127.0.0.1, 10.0.0.0/8');
  });
  afterAll(async () => {
    await none.close();
    await local.close();
  });

  it('ignores X-Forwarded-For when no proxy is configured', async () => {
    expect(await ipOf(none, '1.2.3.4')).toBe('127.0.0.1');
  });

  it('takes the client address the configured proxy appended, not what the client wrote', async () => {
    expect(await ipOf(local, '1.2.3.4')).toBe('1.2.3.4');
    // A client claiming 6.6.6.6 through the proxy: the proxy appended its real address last.
    expect(await ipOf(local, '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    // Hops inside the trusted range are skipped.
    expect(await ipOf(local, '6.6.6.6, 1.2.3.4, 10.1.2.3')).toBe('1.2.3.4');
  });

  it('refuses "trust every hop" and reads lists', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
  });
});
