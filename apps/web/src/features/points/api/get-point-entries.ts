import { api } from '@portal/client/request';
import { type Page, type PageQuery, type PointEntry, PointsPaths } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/points/page (member): the points ledger, newest first. */
export function getPointEntries(query: PageQuery): Promise<Page<PointEntry>> {
  return api.get<Page<PointEntry>>(PointsPaths.page, asQuery(query));
}

export const pointEntriesQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['points', 'page', viewerKey(), query],
    queryFn: () => getPointEntries(query),
    placeholderData: keepPreviousData,
  });

export function usePointEntries(query: PageQuery) {
  return useQuery(pointEntriesQuery(query));
}
