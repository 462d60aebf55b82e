import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { nextTurn } from '../../lib/loop-turn.ts';
import { searchIndexVersion } from './index-repository.ts';

/**
 * SQLite: the ids a list keyword matches, kept in a temporary table of the connection (issue
 * #30). A common word matches thousands of documents; reading them from the FTS index and
 * search_index on every list request cost more than the page itself, twice (page and count).
 * Here they are read once into `temp.keyword_ids_N (id integer primary key, publish_date)`, which
 * SQLite then uses directly on both sides of `o.id in (select id from temp.keyword_ids_N)`: to look
 * rows up by id (a narrow keyword) or to test each row of an index walk (a common one).
 *
 * A set is valid while the search index has not changed: this process's index version
 * (indexDocuments, removeDocument) and SQLite's data_version (a commit by any other
 * connection: a CLI rebuild, another process) are both compared on every use, so a new or
 * withdrawn record changes the next list at once. Sets in use are never dropped under a query.
 */
export interface KeywordSet {
  /** `temp.keyword_ids_N`, to use in SQL while acquired. */
  table: string;
  /** How many documents match. */
  size: number;
  /** Oldest and newest publish date among them (yyyy-MM-dd), null when none match. */
  first: string | null;
  last: string | null;
  release(): void;
}

interface Entry {
  table: string;
  size: number;
  first: string | null;
  last: string | null;
  version: number;
  dataVersion: number;
  users: number;
  /** Out of the cache: dropped once its last user releases it. */
  retired: boolean;
}

interface Store {
  entries: Map<string, Entry>;
  loading: Map<string, Promise<Entry>>;
  next: number;
}

/** Sets kept per connection (least recently used leaves first). */
export const KEYWORD_SETS_MAX = 32;
/** A word matching more documents than this is not copied (the FTS subquery is used instead). */
export const KEYWORD_SET_MAX_SIZE = 200_000;
/** Matches copied per statement (a property so that a test can shrink it). */
export const keywordSetChunk = { size: 500 };
/** Match rowids read from the FTS index per statement. */
const MATCHES_READ = 20_000;

const stores = new WeakMap<object, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), loading: new Map(), next: 1 };
    stores.set(db, store);
  }
  return store;
}

/** SQLite's data_version: changes when another connection commits. */
export async function sqliteDataVersion(db: Db): Promise<number> {
  const { rows } = await sql<Record<string, number>>`pragma data_version`.execute(db);
  return Number(Object.values(rows[0] ?? {})[0] ?? 0);
}

async function drop(db: Db, entry: Entry) {
  await sql`drop table if exists temp.${sql.raw(entry.table)}`.execute(db);
}

function retire(db: Db, store: Store, key: string, entry: Entry) {
  if (store.entries.get(key) === entry) store.entries.delete(key);
  entry.retired = true;
  if (entry.users === 0) void drop(db, entry).catch(() => {});
}

async function load(db: Db, store: Store, match: string): Promise<Entry> {
  const version = searchIndexVersion();
  const data = await sqliteDataVersion(db);
  const table = `keyword_ids_${store.next++}`;
  await sql`create temp table ${sql.raw(table)} (id integer primary key, publish_date text not null)`.execute(
    db,
  );
  try {
    // Sorted as it fills: a keyword-only list reads the set newest first (list-keyword.ts).
    await sql`create index temp.${sql.raw(table)}_newest
      on ${sql.raw(table)} (publish_date desc, id desc)`.execute(db);
    let size = 0;
    let after = 0;
    for (;;) {
      // The matches' rowids are cheap to read (34,000 in 5 ms); copying their rows is not (one
      // statement for 材料 blocked the process 100–200 ms at --scale 1000): copied in chunks
      // with the event loop free between them.
      const { rows } = await sql<{ id: number }>`select rowid as id from search_fts
        where search_fts match ${match} and rowid > ${after} order by rowid
        limit ${MATCHES_READ}`.execute(db);
      const ids = rows.map((r) => Number(r.id));
      for (let from = 0; from < ids.length; from += keywordSetChunk.size) {
        const chunk = ids.slice(from, from + keywordSetChunk.size);
        // ref_id is unique within a section (the match holds one section's tokens only).
        const inserted = await sql`insert or ignore into temp.${sql.raw(table)} (id, publish_date)
          select s.ref_id, s.publish_date from search_index s
          where s.id in (select value from json_each(${JSON.stringify(chunk)}))`.execute(db);
        size += Number(inserted.numAffectedRows ?? 0);
        await nextTurn();
      }
      if (ids.length < MATCHES_READ) break;
      after = ids[ids.length - 1]!;
    }
    const end = async (direction: 'asc' | 'desc') => {
      const { rows } = await sql<{ date: string }>`select publish_date as date
        from temp.${sql.raw(table)} order by publish_date ${sql.raw(direction)} limit 1`.execute(
        db,
      );
      return rows[0]?.date ?? null;
    };
    return {
      table,
      size,
      first: await end('asc'),
      last: await end('desc'),
      version,
      dataVersion: data,
      users: 0,
      retired: false,
    };
  } catch (err) {
    await sql`drop table if exists temp.${sql.raw(table)}`.execute(db);
    throw err;
  }
}

/** How many documents `match` finds (FTS5 reads only its postings). */
async function matchCount(db: Db, match: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from search_fts where search_fts match ${match}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The set of ids of the documents an FTS5 `match` (one section's tokens) finds, acquired for
 * one list request: call release() when its queries have run. Undefined inside a transaction
 * (temporary tables belong to the connection) or when the word is too common to copy.
 */
export async function keywordSet(db: Db, match: string): Promise<KeywordSet | undefined> {
  if (db.isTransaction) return undefined;
  const store = storeOf(db);
  let entry = store.entries.get(match);
  if (
    entry &&
    (entry.version !== searchIndexVersion() || entry.dataVersion !== (await sqliteDataVersion(db)))
  ) {
    retire(db, store, match, entry);
    entry = undefined;
  }
  if (!entry) {
    let loading = store.loading.get(match);
    if (!loading) {
      if ((await matchCount(db, match)) > KEYWORD_SET_MAX_SIZE) return undefined;
      loading = load(db, store, match).finally(() => store.loading.delete(match));
      store.loading.set(match, loading);
    }
    entry = await loading;
    const current = store.entries.get(match);
    if (current && current !== entry) entry = current;
    else if (!entry.retired && entry.version === searchIndexVersion()) {
      store.entries.set(match, entry);
      while (store.entries.size > KEYWORD_SETS_MAX) {
        const [oldKey, old] = store.entries.entries().next().value!;
        retire(db, store, oldKey, old);
      }
    } else if (!entry.retired) {
      // The index changed while it was read: used for this request only.
      entry.retired = true;
    }
  } else {
    // Most recently used last.
    store.entries.delete(match);
    store.entries.set(match, entry);
  }
  const used = entry;
  used.users += 1;
  let released = false;
  return {
    table: `temp.${used.table}`,
    size: used.size,
    first: used.first,
    last: used.last,
    release() {
      if (released) return;
      released = true;
      used.users -= 1;
      if (used.retired && used.users === 0) void drop(db, used).catch(() => {});
    },
  };
}
