import {
  actionCategorySchema,
  actionDetailSchema,
  actionItemSchema,
  activitySignUpSchema,
  HomePaths,
  Messages,
  mySignUpSchema,
  positiveIntField,
  sizeQuerySchema,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countView, viewCountsOf } from '../../kit/detail/view-counts.ts';
import { myPageRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { notFound } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/requests.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import {
  actionCategories,
  activityDetail,
  activityPage,
  homeActivities,
  mySignUps,
  recommendedActivities,
} from './repository.ts';
import { actionHomeQuery, actionPageBody } from './requests.ts';
import { signUp } from './sign-up.ts';

const tags = ['activity'];

/** Activity centre (spec §3, §4, §7 "Activities"): categories, lists, detail, sign-up. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = publicCache(app, ['activity']);
  // Lists that show sign-up counts: cleared by every sign-up so the reload shows it (spec §4).
  // Members get their own isSigned, so only guests' answers are cached.
  const signUpLists = publicCache(app, ['activity'], { guestsOnly: true });
  const views = viewCountsOf(app);

  cachedGet(app, cached, HomePaths.actionCats, {
    tags,
    summary: '活动分类（首页取前 4 个）',
    data: z.array(actionCategorySchema),
    read: () => actionCategories(app.db),
  });

  app.get(
    HomePaths.actionHome,
    {
      ...signUpLists.hooks,
      schema: {
        tags,
        summary:
          '分类下的活动（首页每屏 2 个；actionStatus 1 可报名；isSigned 为当前会员是否已报名）',
        querystring: actionHomeQuery,
        response: { 200: envelopeOf(z.array(actionItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await homeActivities(
          app.db,
          request.query.catId,
          request.query.size,
          request.user?.id ?? null,
          app.clock.now(),
        ),
      ),
  );

  app.get(
    HomePaths.actionRecommend,
    {
      ...signUpLists.hooks,
      schema: {
        tags,
        summary: '推荐活动',
        querystring: sizeQuerySchema('actionRecommend'),
        response: { 200: envelopeOf(z.array(actionItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await recommendedActivities(
          app.db,
          request.query.size,
          request.user?.id ?? null,
          app.clock.now(),
        ),
      ),
  );

  app.post(
    HomePaths.actionDetail,
    {
      schema: {
        tags,
        summary: '活动详情（表单 id；isSigned 为当前会员是否已报名）',
        body: optionalBody(strictRequest({ id: positiveIntField(Messages.idInvalid) })),
        response: { 200: envelopeOf(actionDetailSchema) },
      },
    },
    async (request, reply) => {
      const detail = await activityDetail(
        app.db,
        request.body.id,
        request.user?.id ?? null,
        app.clock.now(),
      );
      if (!detail) throw notFound(Messages.actionNotFound);
      return reply.ok(countView(views, request, 'activities', detail));
    },
  );

  app.post(
    HomePaths.actionPage,
    {
      ...signUpLists.hooks,
      schema: {
        tags,
        summary: '活动分页（catId、status、keyword、provinceCode、cityCode 筛选）',
        body: actionPageBody,
        response: { 200: envelopeOf(pageOf(actionItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await activityPage(app.db, request.body, request.user?.id ?? null, app.clock.now())),
  );

  mySubmitRoute(app, HomePaths.actionSign, {
    tags,
    summary: '活动报名（会员；重复报名返回 409）',
    body: optionalBody(strictRequest(activitySignUpSchema.shape)),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    message: Messages.submitSuccess,
    run: async (userId, body) => {
      const id = await signUp(app, userId, body);
      // The activity's sign-up count shows in the lists and its detail.
      invalidate(app, `activity:${body.actionId}`);
      return id;
    },
  });

  myPageRoute(app, HomePaths.mySignUps, {
    tags,
    summary: '我的活动报名（会员，分页）',
    item: mySignUpSchema,
    read: (userId, paging) => mySignUps(app.db, userId, paging, app.clock.now()),
  });
};

export default activityRoutes;
