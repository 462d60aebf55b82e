import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, so relative defaults work whichever directory the process starts in. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

/** A flag whose default depends on NODE_ENV: unset (or empty) stays undefined until resolved. */
const explicitFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    API_BASE: z
      .string()
      .regex(/^\/[\w-]+$/, 'API_BASE must look like /gateway')
      .default('/gateway'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** postgres://… selects PostgreSQL; otherwise the embedded SQLite file is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    /** How long a starting server waits for its database before giving up (seconds). */
    DB_WAIT_SECONDS: z.coerce.number().int().min(0).default(300),
    DATABASE_PATH: z.string().default(path.join(ROOT_DIR, 'data', 'portal.db')),
    UPLOAD_DIR: z.string().default(path.join(ROOT_DIR, 'data', 'uploads')),
    UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
    /** The tesseract binary reading business licences (Debian tesseract-ocr + tesseract-ocr-chi-sim). */
    OCR_TESSERACT: z.string().min(1).default('tesseract'),
    /** How long one licence may take to read before the form falls back to typing. */
    OCR_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
    WEB_DIST: z.string().default(path.join(ROOT_DIR, 'apps', 'web', 'dist')),
    /** The operator console's build (apps/admin), served under /admin. */
    ADMIN_DIST: z.string().default(path.join(ROOT_DIR, 'apps', 'admin', 'dist')),
    /** The provider workspace's build (apps/merchant), served under /merchant. */
    MERCHANT_DIST: z.string().default(path.join(ROOT_DIR, 'apps', 'merchant', 'dist')),
    /** Seed demo content into an empty database at start (default off in production). */
    SEED_DEMO: explicitFlag,
    PORTAL_TEST_HOOKS: flag,
    /** `log` is refused in production unless set explicitly (a demo). */
    SMS_PROVIDER: z.enum(['log', 'http']).optional(),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    /** Daily SMS caps on top of the per-phone ones (10 a day, one a minute): cost control. */
    SMS_DAILY_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
    SMS_DAILY_LIMIT_SITE: z.coerce.number().int().positive().default(5000),
    /** Comma-separated origins allowed by CORS; empty keeps CORS closed. */
    CORS_ORIGINS: z.string().default(''),
    /**
     * The reverse proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDRs
     * (`127.0.0.1`, `10.0.0.0/8`, `loopback`…). Empty or 0: none; the socket address is the
     * client. Trusting every hop would let any client choose its IP, so 1/true is refused.
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .refine((v) => !['1', 'true'].includes(v.trim()), {
        message: 'list the proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8), not 1',
      })
      .transform((v) =>
        v.trim() === '0'
          ? []
          : v
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean),
      ),
    RATE_LIMIT: flag.default(true),
    /**
     * Separation of duties (issue #23): by default no operator holds review together with audit.
     * A small site with too few people may set 1 to allow it (role changes are audited either way).
     */
    ADMIN_ALLOW_COMBINED_ROLES: flag,
    /** Anonymous answers one address may give one questionnaire (members are one each). */
    QUESTIONNAIRE_GUESTS_PER_IP: z.coerce.number().int().positive().default(5),
    /** redis://… : rate limits and cache drops shared by several server processes (issue #29). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
      .optional(),
    /** Key and channel prefix in Redis: one per portal (database) sharing a Redis server. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:-]+$/)
      .default('portal'),
    // Production defaults and delivery (issue 9, issue 8 §3)
    /** OpenAPI UI at API_BASE/docs; default on except in production. */
    API_DOCS: explicitFlag,
    /** Requests slower than this are logged at warn when per-request logging is off. */
    SLOW_REQUEST_MS: z.coerce.number().int().positive().default(500),
    /** FULL: an acknowledged write survives a power cut (NORMAL in WAL mode may lose the last). */
    SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL', 'OFF']).default('FULL'),
    /**
     * The AI service (spec §8): an http(s) scorer that may rerank matches (issue 28). Unset: the
     * offline ranker answers alone.
     */
    AI_SERVICE_URL: z
      .url({ protocol: /^https?$/, error: 'AI_SERVICE_URL must be an http(s) URL' })
      .optional(),
    /** How long a match waits for the AI service before keeping the offline order. */
    AI_SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(800),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.SMS_PROVIDER === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'set SMS_PROVIDER=http (with SMS_HTTP_URL) in production, or SMS_PROVIDER=log explicitly for a demo',
      });
    }
    if (c.PORTAL_TEST_HOOKS && c.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PORTAL_TEST_HOOKS'],
        message: 'PORTAL_TEST_HOOKS must not be enabled when NODE_ENV=production',
      });
    }
    if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_HTTP_URL'],
        message: 'required for SMS_PROVIDER=http',
      });
    }
  })
  .transform((c) => {
    const production = c.NODE_ENV === 'production';
    return {
      ...c,
      SEED_DEMO: c.SEED_DEMO ?? !production,
      SMS_PROVIDER: c.SMS_PROVIDER ?? 'log',
      API_DOCS: c.API_DOCS ?? !production,
      /** Fastify's per-request info lines: development and test only (hot path in production). */
      REQUEST_LOGGING: !production,
    };
  });

export type Config = z.output<typeof configSchema>;

/** The only reader of process.env. Throws a readable error listing every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, ...overrides };
}
