import type { Db } from '../../db/index.ts';
import { onInvalidate } from '../../lib/cache-registry.ts';

/**
 * How long dictionary and field names are reused: they are reference data operators rarely
 * change; an invalidation of `dicts` (or `*`, lib/cache-registry.ts) drops them at once.
 */
const TTL_MS = 30_000;
const TAGS = ['dicts'];

const cache = new WeakMap<
  Db,
  Map<string, { until: number; names: Promise<Map<number, string>> }>
>();

const registered = new WeakSet<Db>();

function dropOnInvalidate(db: Db) {
  if (registered.has(db)) return;
  registered.add(db);
  onInvalidate({ db }, (matches) => {
    if (!matches(TAGS)) return;
    cache.delete(db);
    fieldCache.delete(db);
  });
}

/**
 * optValue → optName of a dictionary (maturity, cooperation_type…), read at most every 30 s per
 * process. A list then needs no per-request dictionary query; the table stays the one copy.
 */
export function dictNames(db: Db, key: string): Promise<Map<number, string>> {
  const now = Date.now();
  dropOnInvalidate(db);
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const hit = perDb.get(key);
  if (hit && hit.until > now) return hit.names;
  const names = db
    .selectFrom('dictOptions')
    .select(['optValue', 'optName'])
    .where('dictKey', '=', key)
    .execute()
    .then((rows) => new Map(rows.map((r) => [Number(r.optValue), r.optName])));
  // A failed read is not kept.
  const store = perDb;
  names.catch(() => store.delete(key));
  store.set(key, { until: now + TTL_MS, names });
  return names;
}

interface FieldInfo {
  name: string;
  parentId: number;
  parentName: string;
}

const fieldCache = new WeakMap<Db, { until: number; fields: Promise<Map<number, FieldInfo>> }>();

/** Second-level field id → its name and parent, cached like the dictionaries (per database). */
export function fieldInfo(db: Db): Promise<Map<number, FieldInfo>> {
  dropOnInvalidate(db);
  const now = Date.now();
  const hit = fieldCache.get(db);
  if (hit && hit.until > now) return hit.fields;
  const fields = db
    .selectFrom('techFields')
    .select(['id', 'parentId', 'name'])
    .execute()
    .then((rows) => {
      const byId = new Map(rows.map((r) => [r.id, r]));
      const out = new Map<number, FieldInfo>();
      for (const r of rows) {
        const parent = r.parentId ? byId.get(r.parentId) : undefined;
        out.set(r.id, {
          name: r.name,
          parentId: parent?.id ?? r.id,
          parentName: parent?.name ?? r.name,
        });
      }
      return out;
    });
  fields.catch(() => fieldCache.delete(db));
  fieldCache.set(db, { until: now + TTL_MS, fields });
  return fields;
}

/** FieldRef of an item (spec §3 techArea is the second-level name). */
export function fieldRef(fields: Map<number, FieldInfo>, id: number | null) {
  const f = id === null ? undefined : fields.get(id);
  return {
    techFieldId: id ?? 0,
    techArea: f?.name ?? '',
    parentFieldId: f?.parentId ?? 0,
    parentTechArea: f?.parentName ?? '',
  };
}
