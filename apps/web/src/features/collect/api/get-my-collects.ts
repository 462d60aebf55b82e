import {
  MarketPaths,
  type MyCollectItem,
  type MyCollectQuery,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/collect/list (member): collections, optionally of one kind. */
export const getMyCollects = getWithQuery<MyCollectQuery, Page<MyCollectItem>>(
  MarketPaths.myCollects,
);

export const myCollectsQuery = listQuery(['market', 'myCollects'], getMyCollects, {
  perViewer: true,
  staleTime: 0,
});

export function useMyCollects(query: MyCollectQuery) {
  return useQuery(myCollectsQuery(query));
}
