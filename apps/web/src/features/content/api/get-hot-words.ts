import { api } from '@portal/client/request';
import { ContentPaths, type HotWord } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/hot/words: the keywords under the header search box. */
export function getHotWords(): Promise<HotWord[]> {
  return api.get<HotWord[]>(ContentPaths.hotWords);
}

export const hotWordsQuery = queryOptions({
  queryKey: ['content', 'hot-words'],
  queryFn: getHotWords,
  staleTime: 10 * 60_000,
});

export function useHotWords() {
  return useQuery(hotWordsQuery);
}
