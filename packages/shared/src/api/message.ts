import { z } from 'zod';
import { MESSAGE_KINDS, MESSAGE_TARGETS } from '../enums/message-kind.ts';
import { numericKeyOf } from '../validation/common.ts';
import type { messageQuerySchema, messageReadSchema } from '../validation/message.ts';

/** Member messages (/UserInfo/MyNews, 我的消息; added, member only). */
export const MessagePaths = {
  /** GET MessageQuery → Page<MemberMessage>, newest first. */
  page: '/client/mine/message/page',
  /** GET → {count}: the member's unread messages (header badge). */
  unread: '/client/mine/message/unread',
  /** POST {id} or {all: true} → {count}: marks read (idempotent); answers the unread left. */
  read: '/client/mine/message/read',
} as const;

export type MessageQuery = z.input<typeof messageQuerySchema>;

export const memberMessageSchema = z.object({
  id: z.number(),
  kind: numericKeyOf(MESSAGE_KINDS),
  kindName: z.string(),
  title: z.string(),
  body: z.string(),
  targetType: z.enum(MESSAGE_TARGETS).nullable(),
  targetId: z.number().nullable(),
  read: z.boolean(),
  /** yyyy-MM-dd HH:mm:ss */
  createdAt: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

export const unreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export type MessageReadRequest = z.input<typeof messageReadSchema>;
