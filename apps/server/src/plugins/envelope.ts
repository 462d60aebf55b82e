import { ApiCode, Messages } from '@portal/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { bytesFor, type Encoded, JSON_UTF8 } from '../lib/response-cache.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the success envelope. */
    ok<T>(data: T, msg?: string): FastifyReply;
    /**
     * Sends the success envelope of an answer object that is sent again as it is (a cached
     * guest answer): the route's serialiser runs once per object, not once per request.
     */
    okReused<T extends object>(data: T): FastifyReply;
  }
}

/** The envelope for every answer, and the one place errors become envelopes. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateReply('ok', function ok<T>(this: FastifyReply, data: T, msg = '操作成功') {
      return this.send({ code: ApiCode.SUCCESS, msg, data: data ?? null });
    });

    // The same answer object always comes from the same route, so its text is the same too;
    // its compressed bytes are kept beside it (a search answer is worth compressing, and
    // compressing it again on every request cost more than the rest of the request).
    const serialized = new WeakMap<object, Encoded>();
    app.decorateReply('okReused', function okReused<T extends object>(this: FastifyReply, data: T) {
      let entry = serialized.get(data);
      if (entry === undefined) {
        const text = String(this.serialize({ code: ApiCode.SUCCESS, msg: '操作成功', data }));
        entry = { body: Buffer.from(text), encoded: {} };
        serialized.set(data, entry);
      }
      return this.type(JSON_UTF8).send(bytesFor(this.request, this, entry));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(200).send({ code: error.code, msg: error.message, data: null });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        return reply
          .status(200)
          .send({ code: ApiCode.INVALID, msg: first?.message || Messages.formInvalid, data: null });
      }
      if (error.validation) {
        return reply
          .status(200)
          .send({ code: ApiCode.INVALID, msg: Messages.formInvalid, data: null });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply
          .status(200)
          .send({ code: ApiCode.TOO_MANY, msg: '操作过于频繁，请稍后再试', data: null });
      }
      if (status === 413) {
        return reply.status(413).send({ code: 413, msg: '提交内容过大', data: null });
      }
      if (status >= 400 && status < 500) {
        // Malformed JSON, wrong content type and the like: an input problem, not a fault.
        return reply
          .status(200)
          .send({ code: ApiCode.INVALID, msg: Messages.formInvalid, data: null });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .send({ code: ApiCode.SERVER_ERROR, msg: '数据库暂时不可用，请稍后再试', data: null });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ code: ApiCode.SERVER_ERROR, msg: '服务器繁忙，请稍后再试', data: null });
    });
  },
  { name: 'envelope' },
);

/**
 * A lost or refused database connection (PostgreSQL restarting, failing over, unreachable):
 * the request fails at once with 503, and the pool reconnects for the next one.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) {
    return true;
  }
  // SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, cannot connect now).
  if (/^08\w{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
  return typeof e.message === 'string' && /Connection terminated/i.test(e.message);
}
