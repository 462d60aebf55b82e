import {
  AccountPaths,
  slideChallengeSchema,
  slideVerifyRequestSchema,
  slideVerifyResultSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../lib/schemas.ts';
import { createChallenge, verifyChallenge } from './service.ts';

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AccountPaths.slideChallenge,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['captcha'],
        summary: '获取滑块拼图（背景与拼块图片，答案留在服务端）',
        response: {
          200: envelopeOf(slideChallengeSchema),
        },
      },
    },
    async (request, reply) => reply.ok(await createChallenge(app, request.ip)),
  );

  app.post(
    AccountPaths.slideVerify,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['captcha'],
        summary: '校验滑块位置与拖动轨迹，成功返回一次性登录票据（2分钟内有效）',
        body: slideVerifyRequestSchema,
        response: { 200: envelopeOf(slideVerifyResultSchema) },
      },
    },
    async (request, reply) => {
      const ticket = await verifyChallenge(app, request.body);
      return reply.ok({ ticket }, '验证成功');
    },
  );
};

export default captchaRoutes;
