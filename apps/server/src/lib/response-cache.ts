import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ApiEncoding,
  COMPRESS_THRESHOLD_BYTES,
  compressSync,
  preferredEncoding,
  varyOnEncoding,
} from './compression.ts';

/** How long a public home block's answer is reused (the data is derived, DESIGN §8, §9). */
export const PUBLIC_CACHE_TTL_MS = 10_000;

/** Distinct URLs kept at most (query strings vary); the store starts over beyond that. */
const MAX_ENTRIES = 1000;

const JSON_UTF8 = 'application/json; charset=utf-8';

interface Entry {
  until: number;
  body: Buffer;
  /** The body compressed per encoding, made on the first request that asks for it. */
  encoded: Partial<Record<ApiEncoding, Buffer>>;
}

/**
 * The entry's bytes for this request: compressed (and said so in the headers) when the client
 * accepts it and the body is worth it. Setting Content-Encoding here makes the compression hook
 * leave the answer alone, so a cache hit costs no compression.
 */
function bytesFor(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
  if (entry.body.length < COMPRESS_THRESHOLD_BYTES) return entry.body;
  varyOnEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return entry.body;
  entry.encoded[encoding] ??= compressSync(encoding, entry.body);
  reply.header('content-encoding', encoding);
  return entry.encoded[encoding];
}

/**
 * Route hooks that reuse a public GET's serialised success envelope for `ttlMs` of the app
 * clock, keyed by URL. The home page calls a dozen such blocks on every visit; answering them
 * from memory keeps them near a constant route's throughput. Only code-1 answers are kept, so
 * a refused query is always checked afresh; the database stays the one copy of the data.
 */
export function publicCache(
  app: FastifyInstance,
  ttlMs = PUBLIC_CACHE_TTL_MS,
  /**
   * guestsOnly: requests carrying an Authorization header neither read nor fill the cache —
   * for answers that differ per member (isCollect, isFocus, a member's own pending items).
   */
  options: { guestsOnly?: boolean } = {},
) {
  const store = new Map<string, Entry>();
  const hits = new WeakSet<FastifyRequest>();
  const bypass = (request: FastifyRequest) =>
    options.guestsOnly === true && request.headers.authorization !== undefined;
  const hooks = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (bypass(request)) return;
      const entry = store.get(request.url);
      if (!entry || app.clock.now() >= entry.until) return;
      hits.add(request);
      return reply.type(JSON_UTF8).send(bytesFor(request, reply, entry));
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (hits.has(request) || bypass(request)) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      if (!payload.startsWith('{"code":1,')) return payload;
      if (store.size >= MAX_ENTRIES) store.clear();
      // Kept encoded: a hit then costs no UTF-8 encoding of the (Chinese) text.
      const entry: Entry = {
        until: app.clock.now() + ttlMs,
        body: Buffer.from(payload),
        encoded: {},
      };
      store.set(request.url, entry);
      return bytesFor(request, reply, entry);
    },
  };
  /** `hooks` go into a route's options; `clear()` after a write the cached answers show. */
  return { hooks, clear: () => store.clear() };
}
