import {
  HomePaths,
  recommendedOrgSchema,
  sizeQuerySchema,
  voucherCountsSchema,
  voucherNoticeSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import voucherMemberRoutes from './member-routes.ts';
import { recommendedOrgs, voucherCounts, voucherNotices } from './repository.ts';

const tags = ['voucher'];

/** Voucher sub-site home (spec §2 /Coupon, §3 "Voucher counts", §7). */
const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['voucher']);
  await app.register(voucherMemberRoutes);

  app.get(
    HomePaths.voucherCount,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '创新券统计（exchangeCompleteCount 单位元，前端除以 10000 显示万元）',
        response: { 200: envelopeOf(voucherCountsSchema) },
      },
    },
    async (_request, reply) => reply.ok(await voucherCounts(app.db)),
  );

  app.get(
    HomePaths.voucherNotices,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '创新券通知公告（size 默认 8）',
        querystring: sizeQuerySchema('voucherNotices'),
        response: { 200: envelopeOf(z.array(voucherNoticeSchema)) },
      },
    },
    async (request, reply) => reply.ok(await voucherNotices(app.db, request.query.size)),
  );

  app.get(
    HomePaths.voucherOrgs,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '推荐服务机构（size 默认 12）',
        querystring: sizeQuerySchema('voucherOrgs'),
        response: { 200: envelopeOf(z.array(recommendedOrgSchema)) },
      },
    },
    async (request, reply) => reply.ok(await recommendedOrgs(app.db, request.query.size)),
  );
};

export default voucherRoutes;
