import { api } from '@portal/client/request';
import {
  type MemberMessage,
  MessagePaths,
  type MessageQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/message/page (member): own messages, newest first; kind / unread filters. */
export function getMessages(query: MessageQuery): Promise<Page<MemberMessage>> {
  return api.get<Page<MemberMessage>>(MessagePaths.page, asQuery(query));
}

export const messagesQuery = (query: MessageQuery) =>
  queryOptions({
    queryKey: ['message', 'page', viewerKey(), query],
    queryFn: () => getMessages(query),
    placeholderData: keepPreviousData,
  });

export function useMessages(query: MessageQuery) {
  return useQuery(messagesQuery(query));
}
