import type { CollectKind, MyCollectItem, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { onTopic, publish } from '../../lib/state-bus.ts';
import { formatTime } from '../../lib/time.ts';
import { COLLECT_TARGETS } from './targets.ts';

/** Whether `id` is something of `kind` a member may collect (exists and is published). */
export async function collectable(db: Db, kind: CollectKind, id: number): Promise<boolean> {
  return (await COLLECT_TARGETS[kind](db, [id])).length === 1;
}

/** Adds the collection; a second time changes nothing (unique index, conflict ignored). */
export async function collect(
  db: Db,
  userId: number,
  kind: CollectKind,
  refId: number,
  now: number,
) {
  await db
    .insertInto('collections')
    .values({ userId, kind, refId, createdAt: now })
    .onConflict((oc) => oc.columns(['userId', 'kind', 'refId']).doNothing())
    .execute();
  forgetCollected(db, userId, kind, refId);
}

export async function uncollect(db: Db, userId: number, kind: CollectKind, refId: number) {
  await db
    .deleteFrom('collections')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('refId', '=', refId)
    .execute();
  forgetCollected(db, userId, kind, refId);
}

/**
 * A member's collected ids of one kind, kept in memory for COLLECTED_TTL_MS: a member browsing
 * lists asks for the marks of every page, and the query was a fifth of a cached page's cost.
 * collect/uncollect drop the member's entry at once; the time limit bounds what another server
 * process sharing the database may show. A read that overlaps a write is not kept.
 */
const COLLECTED_TTL_MS = 10_000;
const COLLECTED_MAX_ENTRIES = 10_000;

interface CollectedCache {
  entries: Map<string, { ids: Set<number>; until: number }>;
  /** Bumped by every write, so a read that started before it does not keep its answer. */
  writes: number;
}

const collectedCaches = new WeakMap<Db, CollectedCache>();

/** The state-bus topic that drops one member's set of one kind in every process. */
const COLLECTED_TOPIC = 'collected';

function collectedCacheOf(db: Db): CollectedCache {
  let cache = collectedCaches.get(db);
  if (!cache) {
    const created: CollectedCache = { entries: new Map(), writes: 0 };
    onTopic(db, COLLECTED_TOPIC, (key) => {
      created.writes++;
      created.entries.delete(key);
    });
    collectedCaches.set(db, created);
    cache = created;
  }
  return cache;
}

/** The cache tags of the kinds whose public detail shows its collect count (collectCount). */
const COUNTED_KIND_TAGS: Partial<Record<CollectKind, string>> = {
  tech: 'outcome',
  vip: 'provider',
  policy: 'policy',
};

function forgetCollected(db: Db, userId: number, kind: CollectKind, refId: number) {
  collectedCacheOf(db);
  publish(db, COLLECTED_TOPIC, `${userId}:${kind}`);
  const tag = COUNTED_KIND_TAGS[kind];
  if (tag) invalidate({ db }, `${tag}:${refId}`);
}

/** Which of `ids` the member has collected, from the member's cached set (empty for guests). */
export async function collectedAmong(
  db: Db,
  userId: number | null | undefined,
  kind: CollectKind,
  ids: number[],
  now: number,
): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set();
  const cache = collectedCacheOf(db);
  const key = `${userId}:${kind}`;
  let entry = cache.entries.get(key);
  if (!entry || now >= entry.until) {
    const writes = cache.writes;
    const rows = await db
      .selectFrom('collections')
      .select('refId')
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .execute();
    entry = { ids: new Set(rows.map((r) => r.refId)), until: now + COLLECTED_TTL_MS };
    if (cache.writes === writes) {
      if (cache.entries.size >= COLLECTED_MAX_ENTRIES) cache.entries.clear();
      cache.entries.set(key, entry);
    }
  }
  const all = entry.ids;
  return new Set(ids.filter((id) => all.has(id)));
}

/** Which of `ids` the member has collected (empty for guests): isCollect of a list. */
export async function collectedIds(
  db: Db,
  userId: number | null | undefined,
  kind: CollectKind,
  ids: number[],
): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('collections')
    .select('refId')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('refId', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.refId));
}

export async function collectCount(db: Db, kind: CollectKind, refId: number): Promise<number> {
  const row = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('refId', '=', refId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A target taken down since it was collected still shows, under this title. */
export const GONE_TITLE = '该内容已下架或删除';

/** The member's collections, newest first, optionally of one kind. */
export async function myCollects(
  db: Db,
  userId: number,
  query: Paging & { kind?: CollectKind | undefined },
): Promise<Page<MyCollectItem>> {
  let base = db.selectFrom('collections').where('userId', '=', userId);
  if (query.kind) base = base.where('kind', '=', query.kind);
  const { offset, limit } = pageWindow(query);
  const [rows, total] = await Promise.all([
    base
      .select(['kind', 'refId', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const byKind = new Map<CollectKind, number[]>();
  for (const r of rows) {
    const kind = r.kind as CollectKind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), r.refId]);
  }
  const found = new Map<string, { title: string; img: string | null; summary: string }>();
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      for (const t of await COLLECT_TARGETS[kind](db, ids)) found.set(`${kind}:${t.id}`, t);
    }),
  );
  const records = rows.map((r) => {
    const t = found.get(`${r.kind}:${r.refId}`);
    return {
      id: r.refId,
      kind: r.kind as CollectKind,
      title: t?.title ?? GONE_TITLE,
      img: t?.img ?? null,
      summary: t?.summary ?? '',
      collectedAt: formatTime(r.createdAt)!,
    };
  });
  return toPage(records, total.n, query);
}
