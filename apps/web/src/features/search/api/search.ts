import { api } from '@portal/client/request';
import { SearchPaths, type SearchQuery, type SearchResult } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/search: searchStr + type, or searchContent + catType (spec §2, §9). */
export function search(query: SearchQuery): Promise<SearchResult> {
  return api.get<SearchResult>(SearchPaths.search, asQuery(query));
}

export const searchQuery = (query: SearchQuery) =>
  queryOptions({
    queryKey: ['search', viewerKey(), query],
    queryFn: () => search(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useSearch(query: SearchQuery, enabled: boolean) {
  return useQuery({ ...searchQuery(query), enabled });
}
