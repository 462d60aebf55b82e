import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalidatedSince, loadMark, onInvalidate } from './cache-registry.ts';
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

/** Larger POST bodies are not remembered as sent (only as validated): keys stay small. */
const MAX_RAW_BODY_BYTES = 1024;

export const JSON_UTF8 = 'application/json; charset=utf-8';

export interface Encoded {
  body: Buffer;
  /** The body compressed per encoding, made on the first request that asks for it. */
  encoded: Partial<Record<ApiEncoding, Buffer>>;
}

interface Entry extends Encoded {
  until: number;
  /** Ids of the page's records (member overlays only). */
  ids?: number[];
  /** The answer with a member's marks set, by the marked ids (member overlays only). */
  marked?: Map<string, Encoded>;
}

/** Which of a page's record ids the requesting member has marked (collected). */
export type MemberMarks = (request: FastifyRequest, ids: number[]) => Promise<Set<number>>;

interface PageEnvelope {
  data: { records: { id: number; isCollect: boolean }[] };
}

/** A page answer with every record's isCollect set from `marked`. */
function withMarks(body: string | Buffer, marked: ReadonlySet<number>): PageEnvelope {
  const envelope = JSON.parse(body.toString()) as PageEnvelope;
  for (const record of envelope.data.records) record.isCollect = marked.has(record.id);
  return envelope;
}

/**
 * The entry's bytes for this request: compressed (and said so in the headers) when the client
 * accepts it and the body is worth it. Setting Content-Encoding here makes the compression hook
 * leave the answer alone, so a cache hit costs no compression.
 */
export function bytesFor(request: FastifyRequest, reply: FastifyReply, entry: Encoded): Buffer {
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
 * clock, keyed by URL, under `tags` (lib/cache-registry.ts): `invalidate(app, tag)` after a
 * write drops them in every process, and an answer loaded while one of them was invalidated is
 * not kept. The home page calls a dozen such blocks on every visit; answering them
 * from memory keeps them near a constant route's throughput. Only code-1 answers are kept, so
 * a refused query is always checked afresh; the database stays the one copy of the data.
 * A POST list (spec §7: action/page takes a JSON body) is keyed by URL and its validated body,
 * looked up once the body is validated (preHandler); GETs are looked up before that (onRequest).
 * A small POST body is also remembered as sent: the same body again is answered before
 * validation (preValidation). Only a body that was validated and answered with code 1 is
 * remembered, so a bad body never skips validation and gets the same refusal as ever.
 */
export function publicCache(
  app: FastifyInstance,
  tags: readonly string[],
  /**
   * guestsOnly: requests carrying an Authorization header neither read nor fill the cache —
   * for answers that differ per member (isCollect, isFocus, a member's own pending items).
   * memberMarks: for a page whose records differ per member only by isCollect, members are
   * answered from the guests' page too, with their own marks set (one small query).
   */
  options: { ttlMs?: number; guestsOnly?: boolean; memberMarks?: MemberMarks } = {},
) {
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const store = new Map<string, Entry>();
  const hits = new WeakSet<FastifyRequest>();
  const { memberMarks } = options;
  const isMember = (request: FastifyRequest) => request.headers.authorization !== undefined;
  const bypass = (request: FastifyRequest) =>
    options.guestsOnly === true && isMember(request) && !(memberMarks && request.user);
  const fresh = (url: string) => {
    const entry = store.get(url);
    return entry && app.clock.now() < entry.until ? entry : undefined;
  };
  /** When each miss's load began (lib/cache-registry.ts loadMark). */
  const loadMarks = new WeakMap<FastifyRequest, number>();
  const keep = (request: FastifyRequest, body: Buffer, ids?: number[]) => {
    const url = keyOf(request);
    const mark = loadMarks.get(request);
    if (store.size >= MAX_ENTRIES) store.clear();
    // Kept encoded: a hit then costs no UTF-8 encoding of the (Chinese) text.
    const entry: Entry = { until: app.clock.now() + ttlMs, body, encoded: {} };
    if (ids) {
      entry.ids = ids;
      entry.marked = new Map();
    }
    // Invalidated while it was loaded: the answer may predate the write; it serves this request.
    if (mark !== undefined && !invalidatedSince(app, mark, tags)) {
      store.set(url, entry);
      const rawKey = rawKeys.get(request);
      if (rawKey !== undefined) store.set(rawKey, entry);
    }
    return entry;
  };
  /** The entry as this member sees it: the guests' bytes when nothing on the page is marked. */
  const forMember = async (request: FastifyRequest, entry: Entry): Promise<Encoded> => {
    const marked = await memberMarks!(request, entry.ids ?? []);
    if (marked.size === 0) return entry;
    const key = [...marked].sort((a, b) => a - b).join(',');
    let variant = entry.marked!.get(key);
    if (!variant) {
      variant = { body: Buffer.from(JSON.stringify(withMarks(entry.body, marked))), encoded: {} };
      entry.marked!.set(key, variant);
    }
    return variant;
  };
  /**
   * Misses being loaded, by URL: identical requests that arrive meanwhile wait for the first
   * one's answer instead of running the same query again (a popular page expiring under load
   * would otherwise start one scan per request).
   */
  const loading = new Map<string, Promise<void>>();
  const leaders = new WeakMap<FastifyRequest, () => void>();
  const finish = async (request: FastifyRequest) => {
    const done = leaders.get(request);
    if (!done) return;
    leaders.delete(request);
    loading.delete(keyOf(request));
    done();
  };
  const keys = new WeakMap<FastifyRequest, string>();
  const keyOf = (request: FastifyRequest) => keys.get(request) ?? request.url;
  /** The POST body as sent (parsed, not yet validated), for a small body. */
  const rawKeys = new WeakMap<FastifyRequest, string>();
  const rawKeyOf = (request: FastifyRequest) => {
    const length = Number(request.headers['content-length']);
    if (!(length <= MAX_RAW_BODY_BYTES)) return undefined;
    return `${request.url}\n${JSON.stringify(request.body)}\n(as sent)`;
  };
  const cacheable = (request: FastifyRequest) =>
    !bypass(request) && (!isMember(request) || Boolean(memberMarks && request.user));
  const answer = async (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    hits.add(request);
    const found = memberMarks && request.user ? await forMember(request, entry) : entry;
    return reply.type(JSON_UTF8).send(bytesFor(request, reply, found));
  };
  const lookup = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    loadMarks.set(request, loadMark(app));
    if (!cacheable(request)) return;
    if (key !== request.url) keys.set(request, key);
    let entry = fresh(key);
    if (!entry) {
      const pending = loading.get(key);
      if (pending) {
        await pending;
        entry = fresh(key);
      }
      if (!entry) {
        // This request loads the answer; the ones behind it wait (it may be refused or
        // fail: they then load their own).
        if (!loading.has(key)) {
          let done = () => {};
          loading.set(key, new Promise<void>((resolve) => (done = resolve)));
          leaders.set(request, done);
        }
        return;
      }
    }
    return answer(request, reply, entry);
  };
  const hooks = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'GET') return lookup(request, reply, request.url);
    },
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'POST' || !cacheable(request)) return;
      const rawKey = rawKeyOf(request);
      if (rawKey === undefined) return;
      const entry = fresh(rawKey);
      if (entry) return answer(request, reply, entry);
      rawKeys.set(request, rawKey);
    },
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'POST') {
        return lookup(request, reply, `${request.url}\n${JSON.stringify(request.body)}`);
      }
    },
    onResponse: finish,
    onRequestAbort: finish,
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (hits.has(request) || bypass(request)) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      if (!payload.startsWith('{"code":1,')) return payload;
      if (!memberMarks) return bytesFor(request, reply, keep(request, Buffer.from(payload)));
      if (isMember(request) && !request.user) return payload;
      // The guests' page is this answer with no marks; a member gets their own as computed.
      const guests = withMarks(payload, new Set());
      const ids = guests.data.records.map((record) => record.id);
      const body = request.user ? Buffer.from(JSON.stringify(guests)) : Buffer.from(payload);
      const entry = keep(request, body, ids);
      return bytesFor(
        request,
        reply,
        request.user ? { body: Buffer.from(payload), encoded: {} } : entry,
      );
    },
  };
  onInvalidate(app, (matches) => {
    if (matches(tags)) store.clear();
  });
  return { hooks };
}
