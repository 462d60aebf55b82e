import type { Generated } from 'kysely';

/**
 * Member messages (/UserInfo/MyNews): written by `modules/message/notify.ts` in the same
 * transaction as the decision they tell about. `kind` MESSAGE_KINDS; `targetType`
 * MESSAGE_TARGETS (the item the message links to). `*At` are epoch ms.
 */
export interface MessagesTable {
  id: Generated<number>;
  userId: number;
  kind: number;
  title: string;
  body: string;
  targetType: string | null;
  targetId: number | null;
  /** 0 unread, 1 read. */
  isRead: Generated<number>;
  readAt: number | null;
  createdAt: number;
}

export interface MessageTables {
  messages: MessagesTable;
}
