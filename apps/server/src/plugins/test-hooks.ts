import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAY } from '../lib/time.ts';
import { challengeAnswer } from '../modules/captcha/service.ts';

/**
 * Hooks for automated tests only (DESIGN §5), registered when PORTAL_TEST_HOOKS=1; config
 * refuses that flag in production. Answers are plain JSON, not the envelope.
 */
const testHooks: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/__test__/sms',
    {
      schema: {
        hide: true,
        querystring: z.object({ telephone: z.string(), type: z.coerce.number().int() }),
      },
    },
    async (request, reply) => {
      const code = app.smsOutbox?.get(`${request.query.telephone}:${request.query.type}`);
      if (!code) return reply.status(404).send({ error: 'no code sent' });
      return { code };
    },
  );

  app.get(
    '/__test__/slide/:challengeId',
    { schema: { hide: true, params: z.object({ challengeId: z.string() }) } },
    async (request, reply) => {
      const x = await challengeAnswer(app, request.params.challengeId);
      if (x == null) return reply.status(404).send({ error: 'no such challenge' });
      return { x };
    },
  );

  /** Makes an account's password `days` old, for the 30-day forced change journey. */
  app.post(
    '/__test__/age-password',
    {
      schema: {
        hide: true,
        body: z.object({ username: z.string(), days: z.coerce.number().int().min(0).max(3650) }),
      },
    },
    async (request, reply) => {
      const result = await app.db
        .updateTable('users')
        .set({ passwordChangedAt: app.clock.now() - request.body.days * DAY })
        .where('username', '=', request.body.username)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        return reply.status(404).send({ error: 'no such user' });
      return { ok: true };
    },
  );
};

export default testHooks;
