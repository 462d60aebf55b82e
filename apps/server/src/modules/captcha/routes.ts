import {
  AccountPaths,
  SLIDE_TRACE,
  slideChallengeSchema,
  slideVerifyResultSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../lib/schemas.ts';
import { createChallenge, verifyChallenge } from './service.ts';

const FAILED = { error: '验证失败' };
const coordinate = z.number(FAILED).min(-1000, FAILED).max(1000, FAILED);
const verifyBody = z.strictObject(
  {
    challengeId: z.string(FAILED).uuid(FAILED),
    x: z.coerce.number(FAILED).min(0, FAILED).max(1000, FAILED),
    duration: z.number(FAILED).int(FAILED).min(0, FAILED).max(600_000, FAILED),
    trace: z
      .array(
        z.tuple(
          [coordinate, coordinate, z.number(FAILED).min(0, FAILED).max(600_000, FAILED)],
          FAILED,
        ),
        FAILED,
      )
      .min(1, FAILED)
      .max(SLIDE_TRACE.maxPoints, FAILED),
  },
  FAILED,
);

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
        body: verifyBody,
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
