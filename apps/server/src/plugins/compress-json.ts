import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESS_THRESHOLD_BYTES,
  compressSync,
  preferredEncoding,
  varyOnEncoding,
} from '../lib/compression.ts';

/** What is worth compressing on the fly (the SPA's files come precompressed). */
const COMPRESSIBLE = /^(application\/json|text\/)/;

/**
 * A serialised answer, compressed in one synchronous call when the client accepts br or gzip
 * and it is at least COMPRESS_THRESHOLD_BYTES. Streams (file downloads) and answers already
 * encoded (the response cache, precompressed files) pass through untouched.
 */
export async function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_THRESHOLD_BYTES) return payload;
  varyOnEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressSync(encoding, body);
}

/**
 * Compression of API answers (issue 8 §3). The hook goes last in every route's onSend list, so
 * a route's own hooks (the response cache keeps the plain text) see the answer first. Routes
 * registered before this plugin (the SPA's files) are left alone.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const own = route.onSend ? [route.onSend].flat() : [];
      route.onSend = [...own, compressAnswer as onSendHookHandler];
    });
  },
  { name: 'compress-json' },
);
