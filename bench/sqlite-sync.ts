import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/index.ts';
import { writeResult } from './processes.ts';

/**
 * `npm run bench:sqlite -w @portal/bench` (also part of `npm run bench`): what
 * SQLITE_SYNCHRONOUS=FULL (the default: an acknowledged write survives a power cut) costs
 * against NORMAL, in WAL mode on a file in the temp directory, through the server's own
 * createDb: single-row autocommit writes like a sign-up (insert) and a view count (update).
 * SQLITE_WRITES sets how many of each (default 2000).
 */
const WRITES = Number(process.env.SQLITE_WRITES ?? 2000);

async function measure(mode: 'FULL' | 'NORMAL') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sqlite-'));
  const db = createDb({ sqlitePath: path.join(dir, 'sync.db'), sqliteSynchronous: mode });
  try {
    await sql`create table members (id integer primary key, username text, created_at integer)`.execute(
      db,
    );
    await sql`create table counts (id integer primary key, views integer not null)`.execute(db);
    await sql`insert into counts (id, views) values (1, 0)`.execute(db);
    const time = async (write: (i: number) => Promise<unknown>) => {
      const started = performance.now();
      for (let i = 0; i < WRITES; i++) await write(i);
      const ms = performance.now() - started;
      return {
        perWriteUs: Math.round((ms * 1000) / WRITES),
        writesPerSecond: Math.round((WRITES * 1000) / ms),
      };
    };
    const insert = await time((i) =>
      sql`insert into members (username, created_at) values (${`m${i}`}, ${Date.now()})`.execute(
        db,
      ),
    );
    const update = await time(() =>
      sql`update counts set views = views + 1 where id = 1`.execute(db),
    );
    return [
      { synchronous: mode, write: 'insert (sign-up)', ...insert },
      { synchronous: mode, write: 'update (view count)', ...update },
    ];
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  // NORMAL first, then FULL, then NORMAL again: the machine is shared, so order effects show.
  const rows = [
    ...(await measure('NORMAL')),
    ...(await measure('FULL')),
    ...(await measure('NORMAL')),
  ];
  console.log(
    `\nSQLite single-row autocommit writes, WAL mode, ${WRITES} each (this machine's disk):`,
  );
  console.table(rows);
  console.log(`written to ${writeResult('sqlite-sync', { writes: WRITES, rows })}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
