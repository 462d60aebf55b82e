import type { MessageKind, MessageTarget } from '@portal/shared';
import type { Db } from '../../db/index.ts';

export interface Notice {
  kind: MessageKind;
  title: string;
  body: string;
  /** The item the message links to. */
  target?: { type: MessageTarget; id: number } | undefined;
  now: number;
}

/**
 * Tells a member about a decision on their own item (我的消息). The one way messages are
 * written: pass the decision's transaction as `db` so the message lands with it or not at all.
 */
export async function notify(db: Db, userId: number, notice: Notice): Promise<void> {
  await db
    .insertInto('messages')
    .values({
      userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      targetType: notice.target?.type ?? null,
      targetId: notice.target?.id ?? null,
      readAt: null,
      createdAt: notice.now,
    })
    .execute();
}
