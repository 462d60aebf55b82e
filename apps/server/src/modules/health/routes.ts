import { ApiCode } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaIsCurrent } from '../../db/migrate.ts';

/** How long the readiness probe waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2000;

/**
 * Probes for a load balancer or supervisor, under API_BASE: `/health` says the process answers
 * (never touches the database, so a slow database does not get the process restarted);
 * `/ready` says it can serve: the database answers and holds every migration of this build
 * (an empty or half-migrated database fails every request), else 503 with the reason.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').ok({ status: 'up' }),
  );

  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      if (!(await withTimeout(schemaIsCurrent(app.db), READY_TIMEOUT_MS))) {
        request.log.warn('readiness check failed: database schema is not current');
        return reply.status(503).send({
          code: ApiCode.SERVER_ERROR,
          msg: '数据库结构未就绪',
          data: { status: 'unmigrated' },
        });
      }
      return reply.ok({ status: 'ready' });
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed: database unreachable');
      return reply
        .status(503)
        .send({ code: ApiCode.SERVER_ERROR, msg: '数据库不可用', data: { status: 'unavailable' } });
    }
  });
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export default healthRoutes;
