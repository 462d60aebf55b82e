import { HomePaths, type MyNeed, type Page, type PageQuery } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/need/list (member): the needs the member published, newest first. */
export const getMyNeeds = getWithQuery<PageQuery, Page<MyNeed>>(HomePaths.myNeeds);

export const myNeedsQuery = listQuery(['market', 'myNeeds'], getMyNeeds, {
  perViewer: true,
  staleTime: 0,
});

export function useMyNeeds(query: PageQuery) {
  return useQuery(myNeedsQuery(query));
}
