import {
  askQuestionSchema,
  feedbackSchema,
  InteractionMessages,
  InteractionPaths,
  Messages,
  myQuestionQuerySchema,
  questionItemSchema,
  questionPageQuerySchema,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myGetRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { cachedGet } from '../../kit/public/cached-get.ts';
import { notFound } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/requests.ts';
import { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { askQuestion } from './ask.ts';
import { addFeedback } from './feedback.ts';
import { myQuestionPage, publicQuestionPage, questionDetail } from './question-repository.ts';
import { questionDetailQuery } from './requests.ts';

const tags = ['interaction'];
const createdIdSchema = z.object({ id: z.number() });

/** 互动交流 (public Q&A with the member's own questions) and 意见反馈 (issue #11). */
const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers appear when an operator publishes them (another process: the CLI, the console),
  // so the public answers are reused for the cache's few seconds only.
  const cached = publicCache(app, ['interaction']);
  // The asker may open their own unpublished question: members are never served from the cache.
  const details = publicCache(app, ['interaction'], { guestsOnly: true });

  cachedGet(app, cached, InteractionPaths.questionPage, {
    tags,
    summary: '互动交流：已回复并公开的问题（keyword 标题/内容/回复，category 类别）',
    querystring: questionPageQuerySchema,
    data: pageOf(questionItemSchema),
    read: (query) => publicQuestionPage(app.db, query),
  });

  app.get(
    InteractionPaths.questionDetail,
    {
      ...details.hooks,
      schema: {
        tags,
        summary: '问题详情：公开的问题，或提问者本人的任一问题',
        querystring: questionDetailQuery,
        response: { 200: envelopeOf(questionItemSchema) },
      },
    },
    async (request, reply) => {
      const item = await questionDetail(app.db, request.query.id, request.user?.id ?? null);
      if (!item) throw notFound(InteractionMessages.questionNotFound);
      return reply.ok(item);
    },
  );

  mySubmitRoute(app, InteractionPaths.ask, {
    tags,
    summary: '我要提问（会员；每人每天有限次数）',
    body: optionalBody(strictRequest(askQuestionSchema.shape)),
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    message: Messages.submitSuccess,
    run: (userId, body) => askQuestion(app, userId, body),
  });

  myGetRoute(app, InteractionPaths.myQuestions, {
    tags,
    summary: '我的提问（会员，分页；status 0 待回复 1 已回复 2 不予公开）',
    querystring: myQuestionQuerySchema,
    data: pageOf(questionItemSchema),
    read: (userId, query) => myQuestionPage(app.db, userId, query),
  });

  app.post(
    InteractionPaths.feedback,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '意见反馈（游客或会员；会员关联账号；每个地址每天有限次数）',
        body: optionalBody(strictRequest(feedbackSchema.shape)),
        response: { 200: envelopeOf(createdIdSchema) },
      },
    },
    async (request, reply) => {
      const id = await addFeedback(app, request.body, {
        userId: request.user?.id ?? null,
        ip: request.ip,
      });
      return reply.ok({ id }, InteractionMessages.feedbackSuccess);
    },
  );
};

export default interactionRoutes;
