import {
  accessCountSchema,
  ContentPaths,
  hotWordSchema,
  navItemSchema,
  siteSettingsSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import {
  accessCount,
  hotWords,
  incrementAccessCount,
  LOGIN_IMAGE_KEY,
  navTree,
  settingValue,
  siteSettings,
} from './site-repository.ts';

/** Header, footer and login-page data kept by operators, and the visitor counter. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['content']);
  cachedGet(app, cached, ContentPaths.loginImage, {
    tags: ['content'],
    summary: '登录页背景图地址',
    data: z.string(),
    read: () => settingValue(app.db, LOGIN_IMAGE_KEY),
  });

  cachedGet(app, cached, ContentPaths.siteSettings, {
    tags: ['content'],
    summary: '站点设置（页脚、入驻链接、客服、备案信息）',
    data: siteSettingsSchema,
    read: () => siteSettings(app.db),
  });

  cachedGet(app, cached, ContentPaths.navItems, {
    tags: ['content'],
    summary: '主导航（两级，按排序）',
    data: z.array(navItemSchema),
    read: () => navTree(app.db),
  });

  cachedGet(app, cached, ContentPaths.hotWords, {
    tags: ['content'],
    summary: '热门搜索词',
    data: z.array(hotWordSchema),
    read: () => hotWords(app.db),
  });

  app.get(
    ContentPaths.accessIncr,
    {
      // Every page load calls it; the limit keeps one address from inflating the counter.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['content'],
        summary: '访问量加一并返回总数',
        response: { 200: envelopeOf(accessCountSchema) },
      },
    },
    async (_request, reply) => reply.ok({ count: await incrementAccessCount(app.db) }),
  );

  app.get(
    ContentPaths.accessGet,
    {
      schema: {
        tags: ['content'],
        summary: '访问量',
        response: { 200: envelopeOf(accessCountSchema) },
      },
    },
    async (_request, reply) => reply.ok({ count: await accessCount(app.db) }),
  );
};

export default siteRoutes;
