import { AdminMerchantPaths, maskPhone, PROVIDER_AUTH_TYPES } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearPublicCaches } from '../../lib/cache-registry.ts';
import { notFound } from '../../lib/errors.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { decideApplication, toOrgApplication } from '../merchant/onboarding.ts';
import { orgApplicationSchema } from '../merchant/schemas.ts';
import { listRoute } from './list-route.ts';
import { decideRoute, isReviewer, queueListQuery, queuePage } from './queue-kit.ts';
import { idParams } from './schemas.ts';

const rowSchema = orgApplicationSchema.extend({ username: z.string() });

/**
 * The 入驻 queue of the provider workspace (issue #25): pending applications oldest first;
 * approve (已入驻: the organisation joins the service hall, the applicant becomes its owner) or
 * refuse with a reason (已驳回). Licence files are private: the review role opens them.
 */
const onboardingQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const withFiles = async (
    row: Parameters<typeof toOrgApplication>[1] & { username: string },
    full: boolean,
  ) => {
    const item = await toOrgApplication(app.db, row);
    return {
      ...item,
      username: row.username,
      telephone: full ? item.telephone : maskPhone(item.telephone),
    };
  };

  listRoute(app, {
    path: AdminMerchantPaths.orgApplications,
    roles: ['review', 'audit'],
    action: 'org-application',
    summary: '机构入驻申请队列（默认待审核）',
    query: queueListQuery,
    row: rowSchema,
    load: async (q, request) => {
      const { status = 0, keyword } = q;
      let query = app.db
        .selectFrom('orgApplications as a')
        .innerJoin('users as u', 'u.id', 'a.userId')
        .where('a.status', '=', status);
      if (keyword) {
        query = query.where((eb) =>
          eb.or([
            eb('a.orgName', 'like', `%${keyword}%`),
            eb('a.creditCode', 'like', `%${keyword.toUpperCase()}%`),
            eb('u.username', 'like', `%${keyword}%`),
          ]),
        );
      }
      const page = await queuePage(query, q, {
        columns: ['a.id', 'u.username'],
        time: 'a.createdAt',
        asc: status === 0,
        id: 'a.id',
        map: (r) => r,
      });
      const ids = page.records.map((r) => r.id);
      const rows = ids.length
        ? await app.db
            .selectFrom('orgApplications as a')
            .innerJoin('users as u', 'u.id', 'a.userId')
            .selectAll('a')
            .select('u.username')
            .where('a.id', 'in', ids)
            .execute()
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const full = isReviewer(request);
      const records = await Promise.all(ids.map((id) => withFiles(byId.get(id)!, full)));
      return { ...page, records };
    },
    sheet: {
      name: '机构入驻申请',
      columns: [
        { header: '编号', width: 8, value: (r) => r.id },
        { header: '机构名称', width: 28, value: (r) => r.orgName },
        { header: '机构类型', width: 12, value: (r) => r.authTypeName },
        { header: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
        { header: '所在地区', width: 20, value: (r) => r.regionName },
        { header: '联系人', width: 10, value: (r) => r.contact },
        { header: '联系电话', width: 14, value: (r) => r.telephone },
        { header: '申请账号', width: 14, value: (r) => r.username },
        { header: '状态', width: 8, value: (r) => r.statusName },
        { header: '驳回原因', width: 24, value: (r) => r.reason },
        { header: '申请时间', width: 18, value: (r) => r.createdAt },
      ],
    },
  });

  app.get(
    `${AdminMerchantPaths.orgApplication}:id`,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'org-application.detail' } },
      schema: {
        summary: '机构入驻申请详情（含资质文件）',
        params: idParams,
        response: { 200: envelopeOf(rowSchema) },
      },
    },
    async (request, reply) => {
      const row = await app.db
        .selectFrom('orgApplications as a')
        .innerJoin('users as u', 'u.id', 'a.userId')
        .selectAll('a')
        .select('u.username')
        .where('a.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('入驻申请不存在');
      request.adminAudit.target = { orgApplicationId: row.id };
      return reply.ok(await withFiles(row, isReviewer(request)));
    },
  );

  decideRoute(app, {
    path: `${AdminMerchantPaths.orgApplication}:id/decide`,
    action: 'org-application.decide',
    summary: '审核机构入驻申请：通过（已入驻）或驳回（须填原因）',
    target: 'orgApplicationId',
    before: (id) =>
      app.db
        .selectFrom('orgApplications')
        .select(['status', 'orgName', 'creditCode', 'authType'])
        .where('id', '=', id)
        .executeTakeFirst()
        .then((r) =>
          r ? { ...r, authTypeName: PROVIDER_AUTH_TYPES[r.authType as 3] ?? '' } : undefined,
        ),
    decide: async (id, approve, reason, now) => {
      await decideApplication(app.db, id, approve, reason, now);
      // A new organisation is in the service hall: cached hall lists must show it at once.
      if (approve) clearPublicCaches(app);
    },
    after: (approve, reason) => ({ status: approve ? 1 : 2, reason: approve ? null : reason }),
    messages: { approved: '已通过入驻申请', refused: '已驳回入驻申请' },
  });
};

export default onboardingQueueRoutes;
