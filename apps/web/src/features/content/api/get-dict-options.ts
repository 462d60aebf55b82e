import { api } from '@portal/client/request';
import { ContentPaths, type DictOption } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/dict/options?key=: a dictionary (company_property, guaranty_type…). */
export function getDictOptions(key: string): Promise<DictOption[]> {
  return api.get<DictOption[]>(ContentPaths.dictOptions, { key });
}

export const dictOptionsQuery = (key: string) =>
  queryOptions({
    queryKey: ['content', 'dict', key],
    queryFn: () => getDictOptions(key),
    staleTime: 10 * 60_000,
  });

export function useDictOptions(key: string) {
  return useQuery(dictOptionsQuery(key));
}
