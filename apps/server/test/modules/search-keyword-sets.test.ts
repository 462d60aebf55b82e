import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/index.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { indexDocuments } from '../../src/modules/search/index-repository.ts';
import { keywordSet, keywordSetChunk } from '../../src/modules/search/keyword-sets.ts';
import { listKeyword } from '../../src/modules/search/list-keyword.ts';
import { ftsQuery } from '../../src/modules/search/query.ts';

// Temporary tables and data_version are SQLite's; PostgreSQL looks keywords up in SQL each time.
const sqliteOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;

const doc = (refId: number, status = 1) => ({
  docType: 'outcome' as const,
  refId,
  title: `zqxcell 电池 ${refId}`,
  body: '',
  status,
  ownerId: null,
  publishDate: '2026-01-01',
});

sqliteOnly('list keyword sets (SQLite)', () => {
  let dir: string;
  let server: Db;
  let other: Db;
  const match = ftsQuery({ words: ['zqxcell'], docType: 'outcome', userId: null });
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyword-sets-'));
    const file = path.join(dir, 'portal.db');
    server = createDb({ sqlitePath: file });
    await migrateToLatest(server);
    other = createDb({ sqlitePath: file });
    await indexDocuments(server, [doc(1), doc(2), doc(3, 0)]);
  });
  afterAll(async () => {
    await server.destroy();
    await other.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const size = async (db: Db) => {
    const set = await keywordSet(db, match);
    set!.release();
    return set!.size;
  };

  it('holds the public matches and follows this process’s index writes', async () => {
    expect(await size(server)).toBe(2);
    await indexDocuments(server, [doc(4)]);
    expect(await size(server)).toBe(3);
    await indexDocuments(server, [doc(1, 0)]);
    expect(await size(server)).toBe(2);
  });

  it('follows a write by another connection (a CLI rebuild, another process)', async () => {
    const before = await size(server);
    // Written through the other connection: this process's index version does not move.
    await indexDocuments(other, [doc(5)]);
    expect(await size(server)).toBe(before + 1);
  });

  it('keeps a set in use until it is released, then drops it', async () => {
    const held = (await keywordSet(server, match))!;
    await indexDocuments(server, [doc(6)]);
    const fresh = (await keywordSet(server, match))!;
    expect(fresh.table).not.toBe(held.table);
    expect(fresh.size).toBe(held.size + 1);
    // The retired set is still readable by the request holding it.
    const rows = await sql`select count(*) as n from ${sql.raw(held.table)}`.execute(server);
    expect(Number((rows.rows[0] as { n: number }).n)).toBe(held.size);
    held.release();
    fresh.release();
  });

  it('copies a common word in chunks, the event loop turning between them', async () => {
    const word = 'zqxwide';
    const many = Array.from({ length: 1_200 }, (_, i) => ({
      ...doc(10_000 + i, i % 10 === 0 ? 0 : 1),
      title: `${word} ${i}`,
      publishDate: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    }));
    await indexDocuments(server, many);
    const visible = many.filter((d) => d.status === 1);
    const dates = visible.map((d) => d.publishDate).sort();
    keywordSetChunk.size = 100;
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    try {
      const keyword = await listKeyword(server, word, 'o.id', {
        docType: 'outcome',
        userId: null,
      });
      running = false;
      expect(turns).toBeGreaterThanOrEqual(10);
      expect(keyword!.matches).toEqual({
        size: visible.length,
        first: dates[0],
        last: dates[dates.length - 1],
      });
      // Newest first, then by id, read in keyset chunks as well.
      const newest = await keyword!.newest!(1_050);
      const expected = [...visible]
        .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.refId - a.refId)
        .map((d) => d.refId);
      expect(newest).toEqual(expected.slice(0, 1_050));
      keyword!.release();
    } finally {
      running = false;
      keywordSetChunk.size = 500;
    }
  });
});
