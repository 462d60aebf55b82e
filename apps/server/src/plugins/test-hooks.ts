import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOperatorArgs, runOperatorCommand } from '../cli/operator-commands.ts';
import { DAY } from '../lib/time.ts';
import { challengeAnswer } from '../modules/captcha/service.ts';

/**
 * How the process that built the app (server.ts) replaces it: the journey runner keeps one
 * server per worker and gives each journey file a fresh app on a fresh copy of the seeded
 * database, without a new process (a process start is about 3 CPU-s, a restart under 1).
 */
export interface TestRestart {
  /** Counts the apps this process has built; the restarted app answers the next number. */
  generation: number;
  /** Closes this app, puts a copy of `templateDir` (portal.db, uploads/) in place, builds anew. */
  restart(templateDir: string): void;
}

/**
 * Hooks for automated tests only (DESIGN §5), registered when PORTAL_TEST_HOOKS=1; config
 * refuses that flag in production. Answers are plain JSON, not the envelope.
 */
const testHooks: FastifyPluginAsyncZod<{ restart?: TestRestart | undefined }> = async (
  app,
  { restart },
) => {
  /** Which app of this process answers: a restart is done when the next generation answers. */
  app.get('/__test__/generation', { schema: { hide: true } }, async () => ({
    generation: restart?.generation ?? 0,
  }));

  /**
   * Answers the generation the restarted app will answer, then restarts once the answer is
   * sent (closing the app waits for the requests in flight, this one included).
   */
  app.post(
    '/__test__/restart',
    { schema: { hide: true, body: z.object({ templateDir: z.string().min(1) }) } },
    async (request, reply) => {
      if (!restart) return reply.status(404).send({ error: 'this server cannot restart' });
      reply.raw.once('finish', () => restart.restart(request.body.templateDir));
      return { generation: restart.generation + 1 };
    },
  );

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

  /**
   * Runs `npm run operator -- <args>` on this server: the same commands and services as the CLI,
   * without starting a second app per command (about 3 s of CPU each, which the journeys paid
   * dozens of times); the services' cache invalidations reach this process at once. Answers the
   * CLI's output, or its message with 400.
   */
  app.post(
    '/__test__/operator',
    { schema: { hide: true, body: z.object({ args: z.array(z.string()).min(1) }) } },
    async (request, reply) => {
      try {
        const invocation = parseOperatorArgs(request.body.args);
        if (!invocation.known) return reply.status(400).send({ error: 'unknown command' });
        return { output: await runOperatorCommand(app, invocation) };
      } catch (error) {
        return reply.status(400).send({ error: (error as Error).message });
      }
    },
  );
};

export default testHooks;
