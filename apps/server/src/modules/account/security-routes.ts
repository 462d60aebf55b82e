import {
  changePhoneSchema,
  loginRecordSchema,
  Messages,
  maskPhone,
  phoneCaptchaSchema,
  SecurityPaths,
  SecurityMessages as SM,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myPageRoute } from '../../kit/mine/routes.ts';
import { optionalBody } from '../../lib/requests.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { changePhone, loginHistory, sendChangePhoneCode, sendDeleteCode } from './security.ts';
import { freshUser } from './user-repository.ts';

const tags = ['account'];
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** 账号安全: change phone (code to the new phone), login history, SMS code to confirm deletion. */
const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SecurityPaths.phoneCaptcha,
    {
      onRequest: app.requireUser,
      config: limit(10),
      schema: {
        tags,
        summary: '更换手机号：向新手机号发送验证码（会员；他人已用 409）',
        body: optionalBody(phoneCaptchaSchema),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const user = await freshUser(app.db, request.user!);
      await sendChangePhoneCode(app, request, user, request.body.telephone);
      return reply.ok(null, Messages.captchaSent);
    },
  );

  app.post(
    SecurityPaths.changePhone,
    {
      onRequest: app.requireUser,
      config: limit(10),
      schema: {
        tags,
        summary: '更换手机号（会员；新手机号的验证码；他人已用 409）',
        body: optionalBody(changePhoneSchema),
        response: { 200: envelopeOf(z.object({ telephone: z.string() })) },
      },
    },
    async (request, reply) => {
      const user = await freshUser(app.db, request.user!);
      await changePhone(app, request, user, request.body);
      return reply.ok({ telephone: maskPhone(request.body.telephone) }, SM.phoneChanged);
    },
  );

  myPageRoute(app, SecurityPaths.loginHistory, {
    tags,
    summary: '登录记录（会员本人；时间、IP、设备、成功或失败，最新在前）',
    item: loginRecordSchema,
    read: (userId, paging) => loginHistory(app, userId, paging),
  });

  app.post(
    SecurityPaths.deleteCaptcha,
    {
      onRequest: app.requireUser,
      config: limit(5),
      schema: {
        tags,
        summary: '注销账号：向本人手机号发送验证码（会员）',
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await sendDeleteCode(app, request, await freshUser(app.db, request.user!));
      return reply.ok(null, Messages.captchaSent);
    },
  );
};

export default securityRoutes;
