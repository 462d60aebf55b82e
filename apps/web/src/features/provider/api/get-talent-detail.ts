import { api } from '@portal/client/request';
import { ProviderPaths, type TalentDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/talent/detail?id= (counts a view; 404 for an unknown id). */
export function getTalentDetail(id: number): Promise<TalentDetail> {
  return api.get<TalentDetail>(ProviderPaths.talentDetail, { id });
}

export const talentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['provider', 'talentDetail', id],
    queryFn: () => getTalentDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useTalentDetail(id: number) {
  return useQuery(talentDetailQuery(id));
}
