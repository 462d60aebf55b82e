import { MESSAGE_KIND_VALUES } from '../enums/message-kind.ts';
import { strictRequest } from './common.ts';
import { boundedIntField, flagField, optionalIdField, pagingShape } from './paging.ts';

/** Messages of the member messages (我的消息; added). */
export const MessageMessages = {
  kindInvalid: '消息类型不正确',
  idInvalid: '消息不存在',
  notFound: '消息不存在',
  readTarget: '请选择要标记已读的消息',
  readSuccess: '已标记为已读',
} as const;

const KIND_MIN = Math.min(...MESSAGE_KIND_VALUES);
const KIND_MAX = Math.max(...MESSAGE_KIND_VALUES);

/** GET /client/mine/message/page: paging, kind (MESSAGE_KINDS) and unread only. */
export const messageQueryShape = {
  ...pagingShape,
  kind: boundedIntField(KIND_MIN, KIND_MAX, MessageMessages.kindInvalid),
  unread: flagField(false),
};

/** POST /client/mine/message/read: one message `{id}` or all of them `{all: true}`. */
export const messageReadSchema = strictRequest({
  id: optionalIdField(MessageMessages.idInvalid),
  all: flagField(false),
}).refine((v) => v.all || v.id !== undefined, { error: MessageMessages.readTarget });
