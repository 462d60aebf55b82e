import {
  AdminQueuePaths,
  AUCTION_STATUSES,
  type AuctionStatus,
  adminAuctionRowSchema,
  labelOf,
  MarketMessages,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { countOf, queueListQuery } from '../../kit/console/queue-kit.ts';
import { idParams } from '../../kit/console/schemas.ts';
import { idColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { emptyEnvelope } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { moveAuction } from './operator.ts';
import { auctionStatus, statusCondition } from './status.ts';

const auctionRow = adminAuctionRowSchema;

/** Auctions (issue #14): list, close an ended one with its result (4), abort (5), list (1). */
const auctionQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: AdminQueuePaths.auctions,
    roles: ['review', 'audit'],
    action: 'auction',
    summary: '竞价项目（默认已结束待评价）',
    query: queueListQuery.extend({
      status: z.coerce.number().int().min(0).max(5).optional(),
    }),
    row: auctionRow,
    load: async (q) => {
      const { status = 3, keyword } = q;
      const now = app.clock.now();
      let query = app.db
        .selectFrom('auctions as a')
        .where(statusCondition(status as AuctionStatus, now));
      if (keyword) query = query.where('a.title', 'like', `%${keyword}%`);
      const total = await countOf(query.select((eb) => eb.fn.countAll<number>().as('total')));
      const { offset, limit } = pageWindow(q);
      const rows = await query
        .select([
          'a.id',
          'a.title',
          'a.state',
          'a.startAt',
          'a.endAt',
          'a.currentPrice',
          'a.bidCount',
        ])
        .orderBy('a.endAt')
        .orderBy('a.id')
        .offset(offset)
        .limit(limit)
        .execute();
      const records = rows.map(({ state, ...r }) => ({
        ...r,
        status: auctionStatus({ state, startAt: r.startAt, endAt: r.endAt }, now),
        startAt: formatTime(r.startAt),
        endAt: formatTime(r.endAt),
      }));
      return toPage(records, total, q);
    },
    sheet: {
      name: '竞价项目',
      columns: [
        idColumn(10),
        { header: '项目名称', width: 40, value: (r) => r.title },
        { header: '状态', width: 12, value: (r) => labelOf(AUCTION_STATUSES, r.status) },
        timeColumn('开始时间', 'startAt'),
        timeColumn('结束时间', 'endAt'),
        { header: '当前价', width: 16, value: (r) => r.currentPrice },
        { header: '出价次数', width: 10, value: (r) => r.bidCount },
      ],
    },
  });

  app.post(
    AdminQueuePaths.auctionMove(':id'),
    {
      config: { admin: { roles: ['review'], action: 'auction.move' } },
      schema: {
        summary: '竞价：1 上架、4 已评价（结束后确认结果，通知竞得者）、5 中止',
        params: idParams,
        body: z.object({ to: z.union([z.literal(1), z.literal(4), z.literal(5)]) }).strict(),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const now = app.clock.now();
      request.adminAudit.target = { auctionId: id };
      const before = await app.db
        .selectFrom('auctions')
        .select(['state', 'startAt', 'endAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) throw notFound(MarketMessages.bidNotFound);
      request.adminAudit.before = { status: auctionStatus(before, now) };
      await moveAuction(app.db, id, request.body.to, now);
      request.adminAudit.after = { status: request.body.to };
      return reply.ok(null, '状态已更新');
    },
  );
};

export default auctionQueueRoutes;
