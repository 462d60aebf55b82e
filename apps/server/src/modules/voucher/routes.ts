import {
  HomePaths,
  recommendedOrgSchema,
  sizeQuerySchema,
  voucherCountsSchema,
  voucherNoticeSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { publicCache } from '../../lib/response-cache.ts';
import voucherMemberRoutes from './member-routes.ts';
import { recommendedOrgs, voucherCounts, voucherNotices } from './repository.ts';

const tags = ['voucher'];

/** Voucher sub-site home (spec §2 /Coupon, §3 "Voucher counts", §7). */
const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['voucher']);
  await app.register(voucherMemberRoutes);

  cachedGet(app, cached, HomePaths.voucherCount, {
    tags,
    summary: '创新券统计（exchangeCompleteCount 单位元，前端除以 10000 显示万元）',
    data: voucherCountsSchema,
    read: () => voucherCounts(app.db),
  });

  cachedGet(app, cached, HomePaths.voucherNotices, {
    tags,
    summary: '创新券通知公告（size 默认 8）',
    querystring: sizeQuerySchema('voucherNotices'),
    data: z.array(voucherNoticeSchema),
    read: (query) => voucherNotices(app.db, query.size),
  });

  cachedGet(app, cached, HomePaths.voucherOrgs, {
    tags,
    summary: '推荐服务机构（size 默认 12）',
    querystring: sizeQuerySchema('voucherOrgs'),
    data: z.array(recommendedOrgSchema),
    read: (query) => recommendedOrgs(app.db, query.size),
  });
};

export default voucherRoutes;
