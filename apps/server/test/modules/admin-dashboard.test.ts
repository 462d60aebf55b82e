import { AdminPaths, type AdminSubmissionsByDay } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, readyOperator } from '../support/admin-queues.ts';
import { appForFile, TEST_START } from '../support/app.ts';
import { get, registerMember } from '../support/client.ts';

const ctx = appForFile();
let audit: string;
beforeAll(async () => {
  audit = await readyOperator(ctx, 'd_audit', ['audit']);
});

/** A Shanghai wall-clock time as epoch ms (UTC+8 all year). */
const shanghai = (iso: string) => Date.parse(`${iso}+08:00`);

describe('submissions per day', () => {
  it('counts each kind per Shanghai day over the last 14 days', async () => {
    // TEST_START is 2026-11-21 12:00 in Shanghai: the chart runs 11-08 … 11-21.
    expect(TEST_START).toBe(shanghai('2026-11-21T12:00:00'));
    const feedback = (at: string) => ({
      userId: null,
      type: 1,
      content: '建议',
      contact: null,
      ip: '127.0.0.1',
      handleNote: null,
      handledAt: null,
      handledBy: null,
      createdAt: shanghai(at),
    });
    await ctx.db
      .insertInto('feedbacks')
      .values([
        feedback('2026-11-21T00:00:00'), // today's first instant
        feedback('2026-11-21T11:59:59'),
        feedback('2026-11-20T23:59:59'), // yesterday's last instant (UTC: 15:59:59 the 20th)
        feedback('2026-11-20T07:59:59'), // still the 20th in Shanghai, the 19th in UTC
        feedback('2026-11-08T00:00:00'), // the chart's first day
        feedback('2026-11-07T23:59:59'), // before the chart
        feedback('2026-11-21T12:00:01'), // after now: a future row is not counted
      ])
      .execute();
    await registerMember(ctx, { username: 'day_member' });

    const res = await get<AdminSubmissionsByDay>(ctx.app, AdminPaths.dashboardSubmissions, {
      token: audit,
    });
    expect(res.code).toBe(1);
    const { days, series } = res.data;
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-11-08');
    expect(days[13]).toBe('2026-11-21');
    const of = (key: string) => series.find((s) => s.key === key)!;
    const feedbacks = of('feedbacks');
    expect(feedbacks.label).toBe('意见反馈');
    // Today counts up to the end of the Shanghai day: the row a second after noon is today too.
    expect(feedbacks.counts[13]).toBe(3);
    expect(feedbacks.counts[12]).toBe(2);
    expect(feedbacks.counts[0]).toBe(1);
    expect(feedbacks.total).toBe(6);
    expect(of('registrations').counts[13]).toBe(1);
    expect(of('needs').total).toBe(0);
    for (const key of [
      'certifications',
      'needs',
      'tradeRegistrations',
      'applications',
      'signups',
      'questions',
    ]) {
      expect(of(key).counts, key).toHaveLength(14);
    }
    // A dashboard read is no audit event (issue #23); its refusal is.
    expect(await auditRows(ctx, 'dashboard.submissions')).toEqual([]);
    expect((await get(ctx.app, AdminPaths.dashboardSubmissions)).code).toBe(-401);
    const [row] = await auditRows(ctx, 'dashboard.submissions');
    expect(row?.outcome).toBe('failure');
  });
});
