import {
  adDetailSchema,
  adItemSchema,
  cockpitMenuItemSchema,
  friendlyLinkSchema,
  HomePaths,
  platformTextSchema,
  quickMenuItemSchema,
  searchTabSchema,
  statTileSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { notFound } from '../../lib/errors.ts';
import { idQuery } from '../../lib/requests.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';
import boardRoutes from './board-routes.ts';
import {
  adDetail,
  adsAt,
  cockpitMenu,
  friendlyLinks,
  PLATFORM_TEXT_KEYS,
  platformText,
  quickMenu,
  searchTabs,
  statTiles,
} from './repository.ts';
import { adListQuery, emptyBody } from './requests.ts';

const tags = ['home'];

/** Operator-kept blocks of the home page (spec §1 "Home page", §7 "Home"). */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(boardRoutes);
  const cached = publicCache(app, ['home']);

  cachedGet(app, cached, HomePaths.adList, {
    tags,
    summary: '广告（positionType 1 横幅 / 20 浮动广告 / 21 首页横幅 / 22 创新券轮播）',
    querystring: adListQuery,
    data: z.array(adItemSchema),
    read: (query) => adsAt(app.db, query.positionType, formatDate(app.clock.now())),
  });

  app.get(
    HomePaths.adDetail,
    {
      schema: {
        tags,
        summary: '广告详情（detailType 3 的图文内容）',
        querystring: idQuery,
        response: { 200: envelopeOf(adDetailSchema) },
      },
    },
    async (request, reply) => {
      const ad = await adDetail(app.db, request.query.id);
      if (!ad) throw notFound('广告不存在');
      return reply.ok(ad);
    },
  );

  cachedGet(app, cached, HomePaths.statTiles, {
    tags,
    summary: '统计数据（name、unit、counts，按位置排列）',
    data: z.array(statTileSchema),
    read: () => statTiles(app.db),
  });

  cachedGet(app, cached, HomePaths.quickMenu, {
    tags,
    summary: '快捷入口',
    data: z.array(quickMenuItemSchema),
    read: () => quickMenu(app.db),
  });

  cachedGet(app, cached, HomePaths.friendlyLinks, {
    tags,
    summary: '友情链接（前端每页 15 个）',
    data: z.array(friendlyLinkSchema),
    read: () => friendlyLinks(app.db),
  });

  cachedGet(app, cached, HomePaths.searchTabs, {
    tags,
    summary: '首页搜索栏目（type 为搜索类型）',
    data: z.array(searchTabSchema),
    read: () => searchTabs(app.db),
  });

  const text = async (key: string) => {
    const found = await platformText(app.db, key);
    if (!found) throw notFound('内容不存在');
    return found;
  };
  const textResponse = { 200: envelopeOf(platformTextSchema) };

  app.post(
    HomePaths.platformDesc,
    { schema: { tags, summary: '平台介绍', body: emptyBody, response: textResponse } },
    async (_request, reply) => reply.ok(await text(PLATFORM_TEXT_KEYS.platformDesc)),
  );

  app.post(
    HomePaths.aboutUs,
    { schema: { tags, summary: '关于我们', body: emptyBody, response: textResponse } },
    async (_request, reply) => reply.ok(await text(PLATFORM_TEXT_KEYS.aboutUs)),
  );

  app.get(
    HomePaths.techInnovate,
    { ...cached.hooks, schema: { tags, summary: '科技创新内容', response: textResponse } },
    async (_request, reply) => reply.ok(await text(PLATFORM_TEXT_KEYS.techInnovate)),
  );

  cachedGet(app, cached, HomePaths.cockpitMenu, {
    tags,
    summary: '数据驾驶舱内容菜单',
    data: z.array(cockpitMenuItemSchema),
    read: () => cockpitMenu(app.db),
  });
};

export default homeRoutes;
