import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { DAY, formatDate, startOfShanghaiDay } from '../../lib/time.ts';

/** How many days the dashboard's submission chart covers, today included. */
export const SUBMISSION_DAYS = 14;

/** The member submissions the console charts: a kind, its label and the tables it counts. */
const KINDS = [
  { key: 'registrations', label: '会员注册', from: [['users', 'createdAt']] },
  { key: 'certifications', label: '实名认证', from: [['certifications', 'submittedAt']] },
  { key: 'needs', label: '技术需求', from: [['needs', 'createdAt']] },
  { key: 'undertakings', label: '需求承接', from: [['undertakings', 'createdAt']] },
  { key: 'participations', label: '悬赏揭榜', from: [['participations', 'createdAt']] },
  {
    key: 'tradeRegistrations',
    label: '交易登记',
    from: [
      ['transferRegistrations', 'createdAt'],
      ['contractRegistrations', 'createdAt'],
    ],
  },
  {
    key: 'applications',
    label: '申请（政策/金融/仪器）',
    from: [
      ['policyApplications', 'createdAt'],
      ['financeProductApplications', 'createdAt'],
      ['instrumentBookings', 'createdAt'],
    ],
  },
  { key: 'financing', label: '融资需求', from: [['financingDemands', 'createdAt']] },
  { key: 'evaluationRequests', label: '技术评价', from: [['evaluationRequests', 'createdAt']] },
  { key: 'signups', label: '活动报名', from: [['activitySignups', 'createdAt']] },
  { key: 'questions', label: '公众提问', from: [['questions', 'createdAt']] },
  { key: 'feedbacks', label: '意见反馈', from: [['feedbacks', 'createdAt']] },
  { key: 'payments', label: '转账付款', from: [['payments', 'createdAt']] },
] as const satisfies readonly {
  key: string;
  label: string;
  from: readonly (readonly [keyof Database, string])[];
}[];

/**
 * Submissions per Shanghai day over the last SUBMISSION_DAYS days, per kind. The database buckets
 * the epoch-ms times itself: Shanghai keeps UTC+8 all year, so a row's day is the whole number of
 * days since the first day's midnight, the same integer division on SQLite and PostgreSQL.
 */
export async function submissionsByDay(db: Db, now: number) {
  const first = startOfShanghaiDay(now) - (SUBMISSION_DAYS - 1) * DAY;
  const days = Array.from({ length: SUBMISSION_DAYS }, (_, i) => formatDate(first + i * DAY));
  const series = await Promise.all(
    KINDS.map(async (kind) => {
      const counts = new Array<number>(SUBMISSION_DAYS).fill(0);
      for (const [table, column] of kind.from) {
        // Literals, not parameters: PostgreSQL matches the GROUP BY to the select by its text.
        const day = sql<number>`(${sql.ref(column)} - ${sql.lit(first)}) / ${sql.lit(DAY)}`;
        // biome-ignore lint/suspicious/noExplicitAny: one query shape over several tables
        let query = (db as any)
          .selectFrom(table)
          .select([day.as('day'), sql<number>`count(*)`.as('n')])
          .where(column, '>=', first)
          .where(column, '<', first + SUBMISSION_DAYS * DAY);
        if (table === 'users') query = query.where('role', '=', 'member');
        const rows = await query.groupBy(day).execute();
        for (const r of rows as { day: number | string; n: number | string }[]) {
          const i = Math.floor(Number(r.day));
          if (i >= 0 && i < SUBMISSION_DAYS) counts[i]! += Number(r.n);
        }
      }
      return {
        key: kind.key,
        label: kind.label,
        counts,
        total: counts.reduce((a, b) => a + b, 0),
      };
    }),
  );
  return { days, series };
}
