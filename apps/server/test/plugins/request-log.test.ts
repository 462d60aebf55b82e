import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDb } from '../../src/db/index.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-log-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

/** An app logging into an array, with a slow and a fast route. */
async function appLogging(requestLogging: boolean) {
  const lines: { level: number; msg: string; url?: string; ms?: number }[] = [];
  const db = createDb({ sqlitePath: ':memory:' });
  await migrateToLatest(db);
  const config = loadConfig(
    { NODE_ENV: 'test', SEED_DEMO: '0' },
    {
      REQUEST_LOGGING: requestLogging,
      SLOW_REQUEST_MS: 250,
      UPLOAD_DIR: uploadDir,
      WEB_DIST: path.join(uploadDir, 'no-web'),
    },
  );
  const app = await buildApp({
    config,
    db,
    closeDb: true,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  app.get('/gateway/__slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  app.get('/gateway/__fast', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('in production logs no line per request, only slow requests at warn', async () => {
    const { app, lines } = await appLogging(false);
    try {
      await app.inject({ url: '/gateway/__fast' });
      lines.length = 0; // the first request warms the route up
      await app.inject({ url: '/gateway/__fast' });
      await app.inject({ url: '/gateway/__slow' });
      expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
      const slow = lines.filter((l) => l.msg === 'slow request');
      expect(slow).toHaveLength(1);
      expect(slow[0]).toMatchObject({ level: 40, url: '/gateway/__slow' });
      expect(slow[0]?.ms).toBeGreaterThanOrEqual(250);
    } finally {
      await app.close();
    }
  });

  it('in development logs every request', async () => {
    const { app, lines } = await appLogging(true);
    try {
      await app.inject({ url: '/gateway/__fast' });
      expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
