import {
  AdminApplicationPaths,
  adminFinancingRowSchema,
  FINANCING_PUBLISH_STATUSES,
  labelOf,
  maskPhone,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { decideRoute, isReviewer, statusQueuePage } from '../../kit/console/queue-kit.ts';
import { adminPagingQuery } from '../../kit/console/schemas.ts';
import { idColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { formatTime } from '../../lib/time.ts';
import { publishFinancing, refuseFinancing } from './financing.ts';

const financingQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce.number().int().min(0).max(2).optional(),
  keyword: z.string().trim().max(50).optional(),
});

/**
 * Financing demands the platform publishes on /DemandUndertaking or refuses with a reason
 * (issue #14); decisions go through the same services as the CLI, which tell the member.
 */
const financeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: AdminApplicationPaths.financing,
    roles: ['review', 'audit'],
    action: 'financing',
    summary: '融资需求发布队列（默认未发布）',
    query: financingQuery,
    row: adminFinancingRowSchema,
    load: (query, request) => {
      const q = app.db
        .selectFrom('financingDemands as d')
        .leftJoin('users as u', 'u.id', 'd.userId');
      const reviewer = isReviewer(request);
      return statusQueuePage(q, query, {
        status: 'd.publishStatus',
        keyword: 'd.companyName',
        columns: [
          'd.id',
          'u.username',
          'd.companyName',
          'd.applyMoney',
          'd.projectDesc',
          'd.linkPhone',
          'd.publishStatus',
          'd.reviewReason',
          'd.createdAt',
          'd.publishedAt',
        ],
        time: 'd.createdAt',
        id: 'd.id',
        map: (r) => ({
          ...r,
          applyMoney: Number(r.applyMoney),
          linkPhone: reviewer ? r.linkPhone : maskPhone(r.linkPhone),
          createdAt: formatTime(r.createdAt),
          publishedAt: formatTime(r.publishedAt),
        }),
      });
    },
    sheet: {
      name: '融资需求',
      columns: [
        idColumn(10),
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '企业名称', width: 30, value: (r) => r.companyName },
        { header: '融资金额（万元）', width: 16, value: (r) => r.applyMoney },
        { header: '项目说明', width: 40, value: (r) => r.projectDesc },
        { header: '联系电话', width: 16, value: (r) => r.linkPhone },
        {
          header: '状态',
          width: 10,
          value: (r) => labelOf(FINANCING_PUBLISH_STATUSES, r.publishStatus),
        },
        { header: '驳回原因', width: 30, value: (r) => r.reviewReason },
        timeColumn('提交时间', 'createdAt'),
        timeColumn('发布时间', 'publishedAt'),
      ],
    },
  });

  decideRoute(app, {
    path: AdminApplicationPaths.financingDecide(':id'),
    action: 'financing.decide',
    summary: '发布融资需求（展示在需求承接页）或驳回（须填原因，会员收到消息）',
    target: 'financingId',
    before: (id) =>
      app.db
        .selectFrom('financingDemands')
        .select(['publishStatus', 'reviewReason'])
        .where('id', '=', id)
        .executeTakeFirst(),
    decide: async (id, approve, reason, now) => {
      if (approve) await publishFinancing(app.db, id, now);
      else await refuseFinancing(app.db, id, reason ?? '', now);
    },
    after: (approve, reason) =>
      approve
        ? { publishStatus: 1, reviewReason: null }
        : { publishStatus: 2, reviewReason: reason },
    messages: { approved: '融资需求已发布', refused: '融资需求已驳回' },
  });
};

export default financeAdminRoutes;
