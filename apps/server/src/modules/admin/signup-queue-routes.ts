import { AdminQueuePaths } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { csvCell } from './audit-routes.ts';
import { countOf } from './queue-kit.ts';
import { adminPagingQuery } from './schemas.ts';

/** At most this many sign-ups in one export. */
export const SIGNUP_EXPORT_MAX = 5000;

const activityRow = z.object({
  id: z.number(),
  actionName: z.string(),
  signCount: z.number(),
  startAt: z.string().nullable(),
});
const signupRow = z.object({
  id: z.number(),
  actionId: z.number(),
  actionName: z.string(),
  username: z.string(),
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  createdAt: z.string().nullable(),
});
const filterShape = {
  actionId: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(50).optional(),
};
const HEADERS = ['编号', '活动', '会员', '单位名称', '联系人', '联系电话', '报名时间'];

/**
 * Activity sign-ups (issue #14): read-only — a sign-up needs no decision — listed per
 * activity and exported to CSV for the organiser.
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

  app.get(
    AdminQueuePaths.signups,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'signup.list' } },
      schema: {
        summary: '活动报名名单（可按活动筛选）',
        querystring: z.object({ ...adminPagingQuery, ...filterShape }),
        response: { 200: envelopeOf(pageOf(signupRow)) },
      },
    },
    async (request, reply) => {
      const query = signupQuery(request.query);
      const total = await countOf(query.select((eb) => eb.fn.countAll<number>().as('total')));
      const { offset, limit } = pageWindow(request.query);
      const rows = await query
        .select([...columns])
        .orderBy('s.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const records = rows.map((r) => ({ ...r, createdAt: formatTime(r.createdAt) }));
      return reply.ok(toPage(records, total, request.query));
    },
  );

  app.get(
    AdminQueuePaths.signupsExport,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'signup.export' } },
      schema: {
        summary: `导出活动报名名单 CSV（UTF-8 带 BOM）；最多 ${SIGNUP_EXPORT_MAX} 行`,
        querystring: z.object(filterShape),
      },
    },
    async (request, reply) => {
      request.adminAudit.target = { ...request.query };
      const rows = await signupQuery(request.query)
        .select([...columns])
        .orderBy('s.id')
        .limit(SIGNUP_EXPORT_MAX)
        .execute();
      const lines = [
        HEADERS.map(csvCell).join(','),
        ...rows.map((r) =>
          [
            r.id,
            r.actionName,
            r.username,
            r.companyName,
            r.linkman,
            r.linkphone,
            formatTime(r.createdAt),
          ]
            .map(csvCell)
            .join(','),
        ),
      ];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="signups.csv"; filename*=UTF-8''${encodeURIComponent('活动报名名单.csv')}`,
        )
        .send(`\ufeff${lines.join('\r\n')}\r\n`);
    },
  );
};

export default signupQueueRoutes;
