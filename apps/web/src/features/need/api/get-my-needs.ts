import { api } from '@portal/client/request';
import { HomePaths, type MyNeed, type Page, type PageQuery } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/need/list (member): the needs the member published, newest first. */
export function getMyNeeds(query: PageQuery): Promise<Page<MyNeed>> {
  return api.get<Page<MyNeed>>(HomePaths.myNeeds, asQuery(query));
}

export const myNeedsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['market', 'myNeeds', viewerKey(), query],
    queryFn: () => getMyNeeds(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyNeeds(query: PageQuery) {
  return useQuery(myNeedsQuery(query));
}
