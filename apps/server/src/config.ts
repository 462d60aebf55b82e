import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, so relative defaults work whichever directory the process starts in. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

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
    DATABASE_PATH: z.string().default(path.join(ROOT_DIR, 'data', 'portal.db')),
    UPLOAD_DIR: z.string().default(path.join(ROOT_DIR, 'data', 'uploads')),
    UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
    WEB_DIST: z.string().default(path.join(ROOT_DIR, 'apps', 'web', 'dist')),
    /** Seed demo content into an empty database at start. */
    SEED_DEMO: flag.default(true),
    PORTAL_TEST_HOOKS: flag,
    SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    /** Comma-separated origins allowed by CORS; empty keeps CORS closed. */
    CORS_ORIGINS: z.string().default(''),
    TRUST_PROXY: flag,
    RATE_LIMIT: flag.default(true),
  })
  .superRefine((c, ctx) => {
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
  });

export type Config = z.infer<typeof configSchema>;

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
