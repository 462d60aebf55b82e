import { MarketPaths, type MyUndertake, type Page, type PageQuery } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/need/undertake/list (member): 我的承接. */
export const getMyUndertakes = getWithQuery<PageQuery, Page<MyUndertake>>(MarketPaths.myUndertakes);

export const myUndertakesQuery = listQuery(['market', 'myUndertakes'], getMyUndertakes, {
  perViewer: true,
  staleTime: 0,
});

export function useMyUndertakes(query: PageQuery) {
  return useQuery(myUndertakesQuery(query));
}
