import { api } from '@portal/client/request';
import { MessagePaths, type UnreadCount } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/mine/message/unread (member): how many messages are unread. */
export function getUnreadCount(): Promise<UnreadCount> {
  return api.get<UnreadCount>(MessagePaths.unread);
}

/**
 * The header badge's count. `navigation` (the location key) is part of the key, so each
 * navigation asks once, however many headers show the badge; guests never ask.
 */
export const unreadCountQuery = (token: string | null, navigation: string) =>
  queryOptions({
    queryKey: ['message', 'unread', token ?? 'guest', navigation],
    queryFn: getUnreadCount,
    enabled: Boolean(token),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useUnreadCount(token: string | null, navigation: string) {
  return useQuery(unreadCountQuery(token, navigation));
}
