import { SearchPaths, type SearchQuery, type SearchResult } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/search: searchStr + type, or searchContent + catType (spec §2, §9). */
export const search = getWithQuery<SearchQuery, SearchResult>(SearchPaths.search);

export const searchQuery = listQuery(['search'], search, { perViewer: true, staleTime: 10_000 });

export function useSearch(query: SearchQuery, enabled: boolean) {
  return useQuery({ ...searchQuery(query), enabled });
}
