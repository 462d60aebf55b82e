import {
  labelOf,
  MESSAGE_KINDS,
  type MemberMessage,
  type MessageKind,
  type MessageTarget,
  MessageMessages as MM,
  type Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';

export interface MessageFilters extends Paging {
  kind?: number | undefined;
  unread?: boolean | undefined;
}

/** The member's own messages, newest first, of one kind and/or unread only. */
export async function messagePage(
  db: Db,
  userId: number,
  f: MessageFilters,
): Promise<Page<MemberMessage>> {
  const base = db
    .selectFrom('messages')
    .where('userId', '=', userId)
    .$if(f.kind !== undefined, (q) => q.where('kind', '=', f.kind!))
    .$if(f.unread === true, (q) => q.where('isRead', '=', 0));
  const { offset, limit } = pageWindow(f);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map(
    (r): MemberMessage => ({
      id: r.id,
      kind: r.kind as MessageKind,
      kindName: labelOf(MESSAGE_KINDS, r.kind),
      title: r.title,
      body: r.body,
      targetType: r.targetType as MessageTarget | null,
      targetId: r.targetId,
      read: r.isRead === 1,
      createdAt: formatTime(Number(r.createdAt)) ?? '',
    }),
  );
  return toPage(records, total.n, f);
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('isRead', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks one of the member's messages read (or all of them). Idempotent: reading a read message
 * changes nothing; the UPDATE only touches unread rows, so concurrent calls cannot disagree.
 * Another member's message is 404, as if it did not exist.
 */
export async function markRead(
  db: Db,
  userId: number,
  target: { id: number } | { all: true },
  now: number,
): Promise<void> {
  const done = await db
    .updateTable('messages')
    .set({ isRead: 1, readAt: now })
    .where('userId', '=', userId)
    .where('isRead', '=', 0)
    .$if('id' in target, (q) => q.where('id', '=', (target as { id: number }).id))
    .executeTakeFirst();
  if (!('id' in target) || Number(done.numUpdatedRows) === 1) return;
  const own = await db
    .selectFrom('messages')
    .select('id')
    .where('id', '=', target.id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!own) throw notFound(MM.notFound);
}
