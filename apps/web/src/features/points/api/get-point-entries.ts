import { type Page, type PageQuery, type PointEntry, PointsPaths } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/points/page (member): the points ledger, newest first. */
export const getPointEntries = getWithQuery<PageQuery, Page<PointEntry>>(PointsPaths.page);

export const pointEntriesQuery = listQuery(['points', 'page'], getPointEntries, {
  perViewer: true,
});

export function usePointEntries(query: PageQuery) {
  return useQuery(pointEntriesQuery(query));
}
