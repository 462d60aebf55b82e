import {
  type MemberMessage,
  MessagePaths,
  type MessageQuery,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/message/page (member): own messages, newest first; kind / unread filters. */
export const getMessages = getWithQuery<MessageQuery, Page<MemberMessage>>(MessagePaths.page);

export const messagesQuery = listQuery(['message', 'page'], getMessages, { perViewer: true });

export function useMessages(query: MessageQuery) {
  return useQuery(messagesQuery(query));
}
