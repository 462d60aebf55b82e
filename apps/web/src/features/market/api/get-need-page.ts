import { MarketPaths, type NeedItem, type NeedQuery, type Page } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/need/page (技术需求列表). */
export const getNeedPage = getWithQuery<NeedQuery, Page<NeedItem>>(MarketPaths.needPage);

export const needPageQuery = listQuery(['market', 'needPage'], getNeedPage, {
  perViewer: true,
  staleTime: 10_000,
});

export function useNeedPage(query: NeedQuery) {
  return useQuery(needPageQuery(query));
}
