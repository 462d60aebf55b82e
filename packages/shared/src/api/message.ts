import type { MessageKind, MessageTarget } from '../enums/message-kind.ts';

/** Member messages (/UserInfo/MyNews, 我的消息; added, member only). */
export const MessagePaths = {
  /** GET MessageQuery → Page<MemberMessage>, newest first. */
  page: '/client/mine/message/page',
  /** GET → {count}: the member's unread messages (header badge). */
  unread: '/client/mine/message/unread',
  /** POST {id} or {all: true} → {count}: marks read (idempotent); answers the unread left. */
  read: '/client/mine/message/read',
} as const;

export interface MessageQuery {
  pageNum?: number;
  pageSize?: number;
  kind?: MessageKind;
  /** true: unread only. */
  unread?: boolean;
}

export interface MemberMessage {
  id: number;
  kind: MessageKind;
  kindName: string;
  title: string;
  body: string;
  targetType: MessageTarget | null;
  targetId: number | null;
  read: boolean;
  /** yyyy-MM-dd HH:mm:ss */
  createdAt: string;
}

export interface UnreadCount {
  count: number;
}

export interface MessageReadRequest {
  id?: number;
  all?: boolean;
}
