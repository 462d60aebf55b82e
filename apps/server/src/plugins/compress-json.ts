import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ApiEncoding,
  COMPRESS_THRESHOLD_BYTES,
  compressSync,
  preferredEncoding,
  varyOnEncoding,
} from '../lib/compression.ts';

/** What is worth compressing on the fly (the SPA's files come precompressed). */
const COMPRESSIBLE = /^(application\/json|text\/)/;

/** Recent answers' compressed bytes kept at most, per encoding; the store starts over beyond. */
const RECENT_MAX = 256;
/** Answers longer than this are compressed afresh every time rather than kept. */
const RECENT_MAX_CHARS = 64 * 1024;
const recent: Record<ApiEncoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };

/**
 * The compressed bytes of `text`, reused when the same text was compressed lately. Most answers
 * repeat between their changes (a guest detail differs from the last one only when its view
 * count moved, a member's page repeats while they browse), and looking a few-KB string up costs
 * about 1 µs where compressing it costs about 50.
 */
function compressText(encoding: ApiEncoding, text: string): Buffer {
  if (text.length > RECENT_MAX_CHARS) return compressSync(encoding, Buffer.from(text));
  const store = recent[encoding];
  let bytes = store.get(text);
  if (!bytes) {
    bytes = compressSync(encoding, Buffer.from(text));
    if (store.size >= RECENT_MAX) store.clear();
    store.set(text, bytes);
  }
  return bytes;
}

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
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < COMPRESS_THRESHOLD_BYTES) return payload;
  varyOnEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return typeof payload === 'string'
    ? compressText(encoding, payload)
    : compressSync(encoding, payload);
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
