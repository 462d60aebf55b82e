import { AdminQueuePaths, adminSignupActivitySchema, adminSignupRowSchema } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { countOf, phoneFor } from '../../kit/console/queue-kit.ts';
import { adminPagingQuery } from '../../kit/console/schemas.ts';
import { idColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { contactColumns } from '../../kit/workflow/index.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';

const activityRow = adminSignupActivitySchema;
const signupRow = adminSignupRowSchema;
const filterShape = {
  actionId: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(50).optional(),
};

/**
 * Activity sign-ups (issue #14): read-only — a sign-up needs no decision — listed per
 * activity and exported to Excel for the organiser.
 */
const signupQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const signupQuery = (f: { actionId?: number | undefined; keyword?: string | undefined }) => {
    let query = app.db
      .selectFrom('activitySignups as s')
      .innerJoin('activities as a', 'a.id', 's.actionId')
      .innerJoin('users as u', 'u.id', 's.userId');
    if (f.actionId) query = query.where('s.actionId', '=', f.actionId);
    if (f.keyword) {
      const like = `%${f.keyword}%`;
      query = query.where((eb) =>
        eb.or([eb('s.companyName', 'like', like), eb('s.linkman', 'like', like)]),
      );
    }
    return query;
  };
  const columns = [
    's.id',
    's.actionId',
    'a.actionName',
    'u.username',
    's.companyName',
    's.linkman',
    's.linkphone',
    's.createdAt',
  ] as const;

  app.get(
    AdminQueuePaths.signupActivities,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'signup.activities' } },
      schema: {
        summary: '有报名的活动（最近开始的在前）',
        response: { 200: envelopeOf(z.array(activityRow)) },
      },
    },
    async (_request, reply) => {
      // Counted from the sign-up rows themselves, so the list matches what the export holds.
      const rows = await app.db
        .selectFrom('activities as a')
        .innerJoin('activitySignups as s', 's.actionId', 'a.id')
        .select((eb) => [
          'a.id',
          'a.actionName',
          'a.startAt',
          eb.fn.countAll<number>().as('signCount'),
        ])
        .groupBy(['a.id', 'a.actionName', 'a.startAt'])
        .orderBy('a.startAt', 'desc')
        .orderBy('a.id', 'desc')
        .limit(200)
        .execute();
      return reply.ok(
        rows.map((r) => ({
          ...r,
          signCount: Number(r.signCount),
          startAt: formatTime(r.startAt),
        })),
      );
    },
  );

  listRoute(app, {
    path: AdminQueuePaths.signups,
    roles: ['review', 'audit'],
    action: 'signup',
    summary: '活动报名名单（可按活动筛选）',
    query: z.object({ ...adminPagingQuery, ...filterShape }),
    row: signupRow,
    load: async (q, request) => {
      const phone = phoneFor(request);
      const query = signupQuery(q);
      const total = await countOf(query.select((eb) => eb.fn.countAll<number>().as('total')));
      const { offset, limit } = pageWindow(q);
      const rows = await query
        .select([...columns])
        .orderBy('s.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const records = rows.map((r) => phone({ ...r, createdAt: formatTime(r.createdAt) }));
      return toPage(records, total, q);
    },
    sheet: {
      name: '活动报名名单',
      columns: [
        idColumn(10),
        { header: '活动', width: 36, value: (r) => r.actionName },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '单位名称', width: 30, value: (r) => r.companyName },
        ...contactColumns(),
        timeColumn('报名时间', 'createdAt'),
      ],
    },
  });
};

export default signupQueueRoutes;
