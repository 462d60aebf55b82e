import { api } from '@portal/client/request';
import { MarketPaths, type NeedItem, type NeedQuery, type Page } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/need/page (技术需求列表). */
export function getNeedPage(query: NeedQuery): Promise<Page<NeedItem>> {
  return api.get<Page<NeedItem>>(MarketPaths.needPage, asQuery(query));
}

export const needPageQuery = (query: NeedQuery) =>
  queryOptions({
    queryKey: ['market', 'needPage', viewerKey(), query],
    queryFn: () => getNeedPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useNeedPage(query: NeedQuery) {
  return useQuery(needPageQuery(query));
}
