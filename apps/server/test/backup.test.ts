import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../src/db/backup.ts';
import { createDb, type Db } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Writes numbered rows one after another until told to stop; `acked` is how many the database
 * has acknowledged. What a backup taken meanwhile must hold: every row acknowledged before it
 * started, and no gap (it is the database as of one moment).
 */
function writer(db: Db) {
  let stop = false;
  let acked = 0;
  const done = (async () => {
    while (!stop) {
      await db
        .insertInto('quotaCounters')
        .values({ scope: 'backup-test', key: String(acked), period: '-', count: 1, lastAt: acked })
        .execute();
      acked += 1;
      if (acked % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    acked: () => acked,
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

async function writtenKeys(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('quotaCounters')
    .select('key')
    .where('scope', '=', 'backup-test')
    .execute();
  return rows.map((r) => Number(r.key)).sort((a, b) => a - b);
}

function expectSnapshot(keys: number[], ackedBeforeBackup: number) {
  expect(keys.length).toBeGreaterThanOrEqual(ackedBeforeBackup);
  expect(keys.every((key, i) => key === i)).toBe(true);
}

describe('backup and restore while the portal writes', () => {
  it('SQLite: the online backup holds every acknowledged row and restores into a fresh file', async () => {
    const live = path.join(dir, 'live.db');
    const db = createDb({ sqlitePath: live });
    await migrateToLatest(db);
    const w = writer(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ackedBeforeBackup = w.acked();
    const file = path.join(dir, 'portal.backup.db');
    await backup({ sqlitePath: live }, file);
    await w.stop();
    await db.destroy();
    expect(ackedBeforeBackup).toBeGreaterThan(10);

    const fresh = path.join(dir, 'restored', 'portal.db');
    await restore({ sqlitePath: fresh }, file);
    const restored = createDb({ sqlitePath: fresh });
    try {
      expectSnapshot(await writtenKeys(restored), ackedBeforeBackup);
    } finally {
      await restored.destroy();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: pg_dump during writes, pg_restore into a fresh database, every acknowledged row there',
    async () => {
      const base = new URL(process.env.TEST_DATABASE_URL as string);
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      const suffix = randomBytes(4).toString('hex');
      const names = [`backup_src_${suffix}`, `backup_dst_${suffix}`];
      for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
      const urlOf = (name: string) => {
        const url = new URL(base.toString());
        url.pathname = `/${name}`;
        return url.toString();
      };
      try {
        const db = createDb({ databaseUrl: urlOf(names[0] as string), poolSize: 2 });
        await migrateToLatest(db);
        const w = writer(db);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const ackedBeforeBackup = w.acked();
        const file = path.join(dir, 'portal.pgdump');
        await backup({ databaseUrl: urlOf(names[0] as string), sqlitePath: '' }, file);
        await w.stop();
        await db.destroy();
        expect(ackedBeforeBackup).toBeGreaterThan(10);

        await restore({ databaseUrl: urlOf(names[1] as string), sqlitePath: '' }, file);
        const restored = createDb({ databaseUrl: urlOf(names[1] as string), poolSize: 1 });
        try {
          expectSnapshot(await writtenKeys(restored), ackedBeforeBackup);
        } finally {
          await restored.destroy();
        }
      } finally {
        for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
