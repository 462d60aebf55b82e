import { MESSAGE_KIND_VALUES } from '../enums/message-kind.ts';
import { intEnumField, strictRequest } from './common.ts';
import { blankAsAbsent } from './filters.ts';
import { flagField, optionalIdField, pagingShape } from './paging.ts';

/** Messages of the member messages (我的消息; added). */
export const MessageMessages = {
  kindInvalid: '消息类型不正确',
  idInvalid: '消息不存在',
  notFound: '消息不存在',
  readTarget: '请选择要标记已读的消息',
  readSuccess: '已标记为已读',
} as const;

/** GET /client/mine/message/page: paging, kind (MESSAGE_KINDS) and unread only. */
export const messageQuerySchema = strictRequest({
  ...pagingShape,
  kind: blankAsAbsent(intEnumField(MESSAGE_KIND_VALUES, MessageMessages.kindInvalid).optional()),
  /** true: unread only. */
  unread: flagField(false),
});

/** POST /client/mine/message/read: one message `{id}` or all of them `{all: true}`. */
export const messageReadSchema = strictRequest({
  id: optionalIdField(MessageMessages.idInvalid),
  all: flagField(false),
}).refine((v) => v.all || v.id !== undefined, { error: MessageMessages.readTarget });
