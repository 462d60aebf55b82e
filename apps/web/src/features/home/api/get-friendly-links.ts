import { api } from '@portal/client/request';
import { type FriendlyLink, HomePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/friendly/home: friendship links (grouped by 15 on the client). */
export function getFriendlyLinks(): Promise<FriendlyLink[]> {
  return api.get<FriendlyLink[]>(HomePaths.friendlyLinks);
}

export const friendlyLinksQuery = queryOptions({
  queryKey: ['home', 'friendly-links'],
  queryFn: getFriendlyLinks,
});

export function useFriendlyLinks() {
  return useQuery(friendlyLinksQuery);
}
