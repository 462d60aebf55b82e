import type { FastifyInstance } from 'fastify';
import { onTopic, publish } from './state-bus.ts';

/**
 * The one invalidation channel of every cached public answer (issue #27; the table in
 * README.md lists them). A cache tags what it keeps — a section (`need`, `activity`, …) for an
 * entry that depends on many of its rows, `need:12` for one item's — and registers a drop
 * here; a write calls `invalidate(app, …tags)` once its transaction has committed, which drops
 * the entries carrying those tags in this process at once and, through the state bus (issue
 * #29; Redis, plugins/shared-state.ts), in every other process on arrival.
 *
 * Matching: `*` drops everything; a section drops its items' entries too; an item (`need:12`)
 * drops that item's entries and the section's (a list shows the item), not another item's.
 * Without Redis another process still drops on its TTL: the TTLs stay as the backstop.
 */
export const PUBLIC_CACHES_TOPIC = 'public-caches';
export const ALL_TAGS = '*';

/** Drops this cache's entries that `matches` — called on every invalidation, local or remote. */
export type CacheDrop = (matches: (entryTags: readonly string[]) => boolean) => void;

interface Registry {
  drops: Set<CacheDrop>;
  /** Invalidations heard so far; a load's mark is this count when it began. */
  count: number;
  /** When (count) each tag was last invalidated; `section:` keys record any item of the section. */
  at: Map<string, number>;
  /** Tags forgotten (the map is bounded) count as invalidated at this count. */
  floor: number;
}

/** Tags remembered at most; beyond that every entry loaded before counts as invalidated. */
const MAX_REMEMBERED_TAGS = 10_000;

const registries = new WeakMap<object, Registry>();

const sectionOf = (tag: string) => {
  const colon = tag.indexOf(':');
  return colon < 0 ? undefined : tag.slice(0, colon);
};

/** Whether an entry carrying `entryTags` is hit by an invalidation of `tags`. */
export function tagsMatch(tags: readonly string[], entryTags: readonly string[]): boolean {
  for (const tag of tags) {
    if (tag === ALL_TAGS) return true;
    for (const entryTag of entryTags) {
      if (entryTag === tag || sectionOf(entryTag) === tag || sectionOf(tag) === entryTag) {
        return true;
      }
    }
  }
  return false;
}

function registryOf(db: object): Registry {
  let registry = registries.get(db);
  if (!registry) {
    const created: Registry = { drops: new Set(), count: 0, at: new Map(), floor: 0 };
    registries.set(db, created);
    onTopic(db, PUBLIC_CACHES_TOPIC, (payload) => heard(created, parseTags(payload)));
    registry = created;
  }
  return registry;
}

/** The payload is the tags separated by spaces; an empty one (an older sender) means all. */
function parseTags(payload: string): string[] {
  const tags = payload.split(' ').filter(Boolean);
  return tags.length > 0 ? tags : [ALL_TAGS];
}

function heard(registry: Registry, tags: readonly string[]): void {
  registry.count += 1;
  if (registry.at.size > MAX_REMEMBERED_TAGS) {
    registry.at.clear();
    registry.floor = registry.count;
  }
  for (const tag of tags) {
    registry.at.set(tag, registry.count);
    const section = sectionOf(tag);
    if (section) registry.at.set(`${section}:`, registry.count);
  }
  const matches = (entryTags: readonly string[]) => tagsMatch(tags, entryTags);
  for (const drop of registry.drops) drop(matches);
}

/** Registers a cache's drop with the app's database (every app of a test has its own). */
export function onInvalidate(app: Pick<FastifyInstance, 'db'>, drop: CacheDrop): void {
  registryOf(app.db).drops.add(drop);
}

/**
 * Drops every entry carrying one of `tags`, here and in every other process. Call it after the
 * write has committed: before, a reader could fill the cache again with the old rows.
 */
export function invalidate(app: Pick<FastifyInstance, 'db'>, ...tags: string[]): void {
  if (tags.length === 0) return;
  registryOf(app.db);
  publish(app.db, PUBLIC_CACHES_TOPIC, tags.join(' '));
}

/** Drops every public answer cache (an operator's content write may touch any of them). */
export function clearPublicCaches(app: Pick<FastifyInstance, 'db'>): void {
  invalidate(app, ALL_TAGS);
}

/** Taken before a cache loads an entry; see `invalidatedSince`. */
export function loadMark(app: Pick<FastifyInstance, 'db'>): number {
  return registryOf(app.db).count;
}

/**
 * Whether an invalidation hitting `entryTags` arrived after `mark` was taken: the loaded
 * answer may predate that write, so it serves its request but is not kept.
 */
export function invalidatedSince(
  app: Pick<FastifyInstance, 'db'>,
  mark: number,
  entryTags: readonly string[],
): boolean {
  const { at, floor } = registryOf(app.db);
  const after = (key: string) => Math.max(at.get(key) ?? 0, floor) > mark;
  if (after(ALL_TAGS)) return true;
  return entryTags.some((tag) => {
    const section = sectionOf(tag);
    return after(tag) || (section ? after(section) : after(`${tag}:`));
  });
}
