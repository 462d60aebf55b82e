import type { OperatorRole } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { QUEUE_EXPORT_MAX } from '../../src/kit/console/xlsx-export.ts';
import { auditRows, readyOperator, xlsxRows } from '../support/admin-queues.ts';
import { createTestApp, TEST_START, type TestContext } from '../support/app.ts';
import { get, registerMember } from '../support/client.ts';

let ctx: TestContext;
let member: string;
const tokens = {} as Record<OperatorRole, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedIfEmpty(ctx.db, ctx.app.log, { now: TEST_START });
  for (const role of ['review', 'audit', 'content', 'system'] as const) {
    tokens[role] = await readyOperator(ctx, `ex_${role}`, [role]);
  }
  member = (await registerMember(ctx, { username: 'ex_member' })).token;
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

/** Lists that exist once per kind: one kind stands for the others. */
const concrete = (url: string) =>
  url
    .replace('/applications/:kind', '/applications/policy')
    .replace('/registrations/:kind', '/registrations/transfer')
    .replace(/^\/gateway/, '');

const exportRoutes = () =>
  ctx.app.adminRoutes.filter(
    (r) => r.method === 'GET' && r.url.endsWith('/export') && !r.url.endsWith('/audit/export'),
  );

const download = (url: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/gateway${url}`,
    headers: token ? { authorization: token } : {},
  });

describe('every console list exports to Excel', () => {
  it('has an export beside every list, all from the one mechanism', () => {
    const urls = exportRoutes().map((r) => concrete(r.url));
    expect(urls.length).toBeGreaterThanOrEqual(20);
    for (const path of [
      '/admin/certifications/export',
      '/admin/needs/export',
      '/admin/payments/export',
      '/admin/members/export',
      '/admin/operators/export',
      '/admin/signups/export',
      '/admin/undertakings/export',
      '/admin/participations/export',
    ]) {
      expect(
        urls.some((u) => u.endsWith(path)),
        path,
      ).toBe(true);
    }
  });

  it('refuses guests, members and roles without the right; answers the list as a workbook', async () => {
    let filled = 0;
    for (const route of exportRoutes()) {
      const url = concrete(route.url).replace(/^\/gateway/, '');
      const listUrl = url.replace(/\/export$/, '');
      const roles = route.rule.roles as OperatorRole[];
      const allowed = roles[0]!;
      const denied = (Object.keys(tokens) as OperatorRole[]).find((r) => !roles.includes(r));

      expect((await download(url)).json().code, url).toBe(-401);
      expect((await download(url, member)).json().code, url).toBe(-401);
      if (denied) expect((await download(url, tokens[denied])).json().code, url).toBe(403);

      const list = await get<{ total: number } | unknown[]>(ctx.app, listUrl, {
        token: tokens[allowed],
      });
      expect(list.code, listUrl).toBe(1);
      const total = Array.isArray(list.data) ? list.data.length : list.data.total;
      const res = await download(url, tokens[allowed]);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('spreadsheetml');
      const rows = await xlsxRows(res.rawPayload);
      expect(String(rows[0]![0]), url).toMatch(/编号$/);
      expect(rows.length - 1, url).toBe(Math.min(total, QUEUE_EXPORT_MAX));
      if (total > 0) filled += 1;

      const [audit] = await auditRows(ctx, route.rule.action);
      expect(audit, url).toMatchObject({
        outcome: 'success',
        detail: { target: { rows: rows.length - 1, filter: expect.any(Object) } },
      });
    }
    // The demo data fills most default filters, so the counts above compare real rows.
    expect(filled).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('keeps the filter: a status filter exports just those rows', async () => {
    for (const status of [0, 1, 2, 3]) {
      const list = await get<{ total: number }>(ctx.app, `/admin/undertakings?status=${status}`, {
        token: tokens.review,
      });
      const rows = await xlsxRows(
        (await download(`/admin/undertakings/export?status=${status}`, tokens.review)).rawPayload,
      );
      expect(rows.length - 1).toBe(list.data.total);
    }
  });

  it('masks phones in the export exactly as the screen does for the role', async () => {
    const phoneAt = (rows: unknown[][]) => rows[0]!.indexOf('联系电话');
    const listPhones = async (token: string) =>
      (
        await get<{ records: { linkphone: string }[] }>(
          ctx.app,
          `/admin/applications/policy?status=0&pageSize=100`,
          { token },
        )
      ).data.records.map((r) => r.linkphone);
    const exportPhones = async (token: string) => {
      const rows = await xlsxRows(
        (await download('/admin/applications/policy/export?status=0', token)).rawPayload,
      );
      return rows.slice(1).map((r) => r[phoneAt(rows)]);
    };
    const audited = await exportPhones(tokens.audit);
    const reviewed = await exportPhones(tokens.review);
    expect(audited.length).toBeGreaterThan(0);
    expect(audited.every((p) => /^\d{3}\*{4}\d{4}$/.test(String(p)))).toBe(true);
    expect(reviewed.every((p) => /^\d{11}$/.test(String(p)))).toBe(true);
    expect(audited).toEqual((await listPhones(tokens.audit)).slice(0, audited.length));
    expect(reviewed).toEqual((await listPhones(tokens.review)).slice(0, reviewed.length));
    // The contact phones of the other queues follow the same rule.
    for (const queue of ['undertakings', 'participations', 'evaluation-requests', 'signups']) {
      const audit = await xlsxRows(
        (await download(`/admin/${queue}/export?status=0`, tokens.audit)).rawPayload,
      );
      const full = await xlsxRows(
        (await download(`/admin/${queue}/export?status=0`, tokens.review)).rawPayload,
      );
      const at = audit[0]!.indexOf('联系电话');
      expect(audit.length, queue).toBeGreaterThan(1);
      expect(
        audit.slice(1).every((r) => /^\d{3}\*{4}\d{4}$/.test(String(r[at]))),
        queue,
      ).toBe(true);
      expect(
        full.slice(1).every((r) => /^\d{11}$/.test(String(r[at]))),
        queue,
      ).toBe(true);
    }
    // Members: masked for every role, on screen and in the file.
    const members = await xlsxRows(
      (await download('/admin/members/export', tokens.system)).rawPayload,
    );
    const at = members[0]!.indexOf('手机号');
    expect(members.length).toBeGreaterThan(1);
    expect(members.slice(1).every((r) => /^\d{3}\*{4}\d{4}$/.test(String(r[at])))).toBe(true);
  });
});
