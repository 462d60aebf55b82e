import type { CollectKind, MyCollectItem, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
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
}

export async function uncollect(db: Db, userId: number, kind: CollectKind, refId: number) {
  await db
    .deleteFrom('collections')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('refId', '=', refId)
    .execute();
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
