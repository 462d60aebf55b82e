import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * With per-request logging off (production), a request still leaves a line when it was slow:
 * at warn, with what is needed to find it. Failures are logged by the envelope's error handler.
 */
export default fp<{ slowMs: number }>(
  async (app: FastifyInstance, { slowMs }) => {
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.elapsedTime < slowMs) return done();
      request.log.warn(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'slow request',
      );
      done();
    });
  },
  { name: 'request-log' },
);
