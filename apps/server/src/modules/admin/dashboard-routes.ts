import { AdminPaths, adminDashboardSchema, adminSubmissionsByDaySchema } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../lib/schemas.ts';
import { DAY, formatDate, startOfShanghaiDay } from '../../lib/time.ts';
import { decisionQueueSizes } from './decision-queue-sizes.ts';
import { SUBMISSION_DAYS, submissionsByDay } from './submissions-by-day.ts';
import { voucherQueueSizes } from './voucher-queue-sizes.ts';

/** Today's queue sizes and new members (issue #14), for every signed-in operator. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminPaths.dashboard,
    {
      config: { admin: { roles: 'any', action: 'dashboard', quietRead: true } },
      schema: {
        summary: '工作台：待审核数量与新增会员',
        response: { 200: envelopeOf(adminDashboardSchema) },
      },
    },
    async (_request, reply) => {
      const today = startOfShanghaiDay(app.clock.now());
      const weekStart = today - 6 * DAY;
      const count = async (q: {
        executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }>;
      }) => Number((await q.executeTakeFirstOrThrow()).n);
      const now = app.clock.now();
      const pending = (
        table: 'evaluationRequests' | 'questions' | 'feedbacks' | 'undertakings' | 'participations',
      ) =>
        count(
          app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 0),
        );
      const queuesB = await Promise.all([
        pending('evaluationRequests'),
        pending('questions'),
        pending('feedbacks'),
        pending('undertakings'),
        pending('participations'),
        // Listed auctions past their end wait for the operator's result (4 已评价).
        count(
          app.db
            .selectFrom('auctions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('state', '=', 1)
            .where('endAt', '<=', now),
        ),
      ]);
      const [pendingCertifications, pendingNeeds, membersTotal, recent, queues] = await Promise.all(
        [
          count(
            app.db
              .selectFrom('certifications')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('status', '=', 1),
          ),
          count(
            app.db
              .selectFrom('needs')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('status', '=', 0),
          ),
          count(
            app.db
              .selectFrom('users')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('role', '=', 'member'),
          ),
          app.db
            .selectFrom('users')
            .select('createdAt')
            .where('role', '=', 'member')
            .where('createdAt', '>=', weekStart)
            .execute(),
          decisionQueueSizes(app.db),
        ],
      );
      const newMembersByDay = Array.from({ length: 7 }, (_, i) => {
        const start = weekStart + i * DAY;
        return {
          date: formatDate(start),
          count: recent.filter((r) => r.createdAt >= start && r.createdAt < start + DAY).length,
        };
      });
      return reply.ok({
        ...(await voucherQueueSizes(app.db)),
        pendingCertifications,
        pendingNeeds,
        ...queues,
        pendingEvaluationRequests: queuesB[0],
        pendingQuestions: queuesB[1],
        pendingFeedbacks: queuesB[2],
        pendingUndertakings: queuesB[3],
        pendingParticipations: queuesB[4],
        auctionsToEvaluate: queuesB[5],
        newMembersToday: newMembersByDay[6]?.count ?? 0,
        membersTotal,
        newMembersByDay,
      });
    },
  );

  app.get(
    AdminPaths.dashboardSubmissions,
    {
      config: { admin: { roles: 'any', action: 'dashboard.submissions', quietRead: true } },
      schema: {
        summary: `工作台：近 ${SUBMISSION_DAYS} 天每天的提交量（按类型，北京时间分日）`,
        response: { 200: envelopeOf(adminSubmissionsByDaySchema) },
      },
    },
    async (_request, reply) => reply.ok(await submissionsByDay(app.db, app.clock.now())),
  );
};

export default dashboardRoutes;
