import {
  type MemberMessage,
  MessagePaths,
  type MessageQuery,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/message/page (member): own messages, newest first; kind / unread filters. */
export const useMessages = listReadHook<MessageQuery, Page<MemberMessage>>(
  MessagePaths.page,
  ['message', 'page'],
  { perViewer: true },
);
