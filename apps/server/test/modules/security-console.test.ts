import { AdminPaths, AdminPaymentPaths, auditActionLabel } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyOperator } from '../support/admin-queues.ts';
import { createTestApp, type TestContext } from '../support/app.ts';

/** Issue #23, console care: no-store on console answers, HSTS only over HTTPS, quiet reads. */
let ctx: TestContext;
let review: string;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: ['127.0.0.1'] });
  review = await readyOperator(ctx, 'cc_review', ['review']);
});
afterAll(() => ctx.close());

const call = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'GET', url: `/gateway${url}`, headers, remoteAddress });

const auditCount = async (action: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', `admin.${action}`)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('console answers', () => {
  it('carry Cache-Control: no-store, refusals and files included', async () => {
    const ok = await call(AdminPaths.dashboard, { authorization: review });
    expect(ok.json().code).toBe(1);
    expect(ok.headers['cache-control']).toBe('no-store');
    const guest = await call(AdminPaths.dashboard);
    expect(guest.json().code).toBe(-401);
    expect(guest.headers['cache-control']).toBe('no-store');
    const sheet = await call(AdminPaymentPaths.paymentsExport, { authorization: review });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['cache-control']).toBe('no-store');
  });

  it('a dashboard read writes no audit row; its refusal and an export do', async () => {
    const before = await auditCount('dashboard');
    await call(AdminPaths.dashboard, { authorization: review });
    await call(AdminPaths.dashboardSubmissions, { authorization: review });
    await call(AdminPaths.me, { authorization: review });
    expect(await auditCount('dashboard')).toBe(before);
    expect(await auditCount('dashboard.submissions')).toBe(0);
    expect(await auditCount('me')).toBe(0);
    await call(AdminPaths.dashboard);
    expect(await auditCount('dashboard')).toBe(before + 1);
    const exports = await auditCount('payment.export');
    const sheet = await call(AdminPaymentPaths.paymentsExport, { authorization: review });
    expect(sheet.statusCode).toBe(200);
    expect(await auditCount('payment.export')).toBe(exports + 1);
  });
});

describe('audit action words', () => {
  it('every console route’s action reads in Chinese on the audit screen', () => {
    const raw = ctx.app.adminRoutes
      .map((r) => `admin.${r.rule.action}`)
      .filter((key) => auditActionLabel(key) === key);
    expect(raw).toEqual([]);
  });
});

describe('HSTS', () => {
  it('is sent only over HTTPS, as a trusted proxy reports it', async () => {
    expect((await call('/health')).headers['strict-transport-security']).toBeUndefined();
    const proxied = await call('/health', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // A client that is not a trusted proxy cannot claim HTTPS.
    const claimed = await call('/health', { 'x-forwarded-proto': 'https' }, '203.0.113.9');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
