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

  app.get(
    HomePaths.adList,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '广告（positionType 1 横幅 / 20 浮动广告 / 21 首页横幅 / 22 创新券轮播）',
        querystring: adListQuery,
        response: { 200: envelopeOf(z.array(adItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await adsAt(app.db, request.query.positionType, formatDate(app.clock.now()))),
  );

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

  app.get(
    HomePaths.statTiles,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '统计数据（name、unit、counts，按位置排列）',
        response: { 200: envelopeOf(z.array(statTileSchema)) },
      },
    },
    async (_request, reply) => reply.ok(await statTiles(app.db)),
  );

  app.get(
    HomePaths.quickMenu,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '快捷入口',
        response: { 200: envelopeOf(z.array(quickMenuItemSchema)) },
      },
    },
    async (_request, reply) => reply.ok(await quickMenu(app.db)),
  );

  app.get(
    HomePaths.friendlyLinks,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '友情链接（前端每页 15 个）',
        response: { 200: envelopeOf(z.array(friendlyLinkSchema)) },
      },
    },
    async (_request, reply) => reply.ok(await friendlyLinks(app.db)),
  );

  app.get(
    HomePaths.searchTabs,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '首页搜索栏目（type 为搜索类型）',
        response: { 200: envelopeOf(z.array(searchTabSchema)) },
      },
    },
    async (_request, reply) => reply.ok(await searchTabs(app.db)),
  );

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

  app.get(
    HomePaths.cockpitMenu,
    {
      ...cached.hooks,
      schema: {
        tags,
        summary: '数据驾驶舱内容菜单',
        response: { 200: envelopeOf(z.array(cockpitMenuItemSchema)) },
      },
    },
    async (_request, reply) => reply.ok(await cockpitMenu(app.db)),
  );
};

export default homeRoutes;
