import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * API answer compression, one place for the settings the compression hook
 * (plugins/compress-json.ts) and the response cache share. Brotli quality 4 compresses our JSON
 * within ~10 % of quality 11 at a fraction of its CPU; answers under 1 KB are not worth a
 * compressor's time. Answers are a few KB, so one synchronous call with a small window
 * (2^18 bytes) costs ~50 µs, where a zlib stream per answer cost more than building it.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
export const API_ENCODINGS = ['br', 'gzip'] as const;
export type ApiEncoding = (typeof API_ENCODINGS)[number];

const BROTLI_WINDOW_BITS = 18;
export const gzipOptions = { level: GZIP_LEVEL };

export function compressSync(encoding: ApiEncoding, body: Buffer): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, gzipOptions);
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The client's best-liked encoding we produce (brotli on a tie), or null for identity. */
export function preferredEncoding(acceptEncoding: string | undefined): ApiEncoding | null {
  if (!acceptEncoding) return null;
  let best: ApiEncoding | null = null;
  let bestQ = 0;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
    const encoding = API_ENCODINGS.find((e) => e === name.trim());
    if (encoding && (q > bestQ || (q > 0 && q === bestQ && encoding === 'br'))) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Adds `accept-encoding` to Vary, keeping what others vary on (CORS adds Origin). */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary && /accept-encoding/i.test(String(vary))) return;
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}
