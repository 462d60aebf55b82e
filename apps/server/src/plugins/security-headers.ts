import { createHash } from 'node:crypto';
import { GUEST_MARK_SCRIPT } from '@portal/shared/guest-mark';
import { READING_AIDS_BOOT_SCRIPT } from '@portal/shared/reading-aids';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The inline scripts the pages carry, allowed by their hashes: the reading aids' boot script
 * (every app) and the workspace's guest mark (apps/merchant).
 */
const BOOT_SCRIPT_HASHES = [hashOf(READING_AIDS_BOOT_SCRIPT), hashOf(GUEST_MARK_SCRIPT)];

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", ...BOOT_SCRIPT_HASHES],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent per request, only over HTTPS (below): over plain HTTP it would be ignored at best.
  strictTransportSecurity: false,
};

/** helmet's default HSTS: 365 days, subdomains. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers helmet writes for `options`, captured once from a stand-in response. */
export function helmetHeaders(helmetOptions: HelmetOptions = options): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)({} as never, response as never, () => {});
  return headers;
}

/**
 * Security headers on every answer. They never vary by request (no CSP nonces), so helmet runs
 * once at start and each request only copies them; @fastify/helmet rebuilt helmet's middleware,
 * CSP parsing included, on every request (a few per cent of a cached answer's cost). HSTS is
 * the exception: only when the request came over HTTPS — TLS on this server, or a trusted proxy
 * (TRUST_PROXY) saying so in X-Forwarded-Proto, which Fastify reads into request.protocol.
 */
export default fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
