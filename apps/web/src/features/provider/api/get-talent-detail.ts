import { api } from '@portal/client/request';
import { ProviderPaths, type TalentDetail } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/talent/detail?id= (counts a view; 404 for an unknown id). */
export function getTalentDetail(id: number): Promise<TalentDetail> {
  return api.get<TalentDetail>(ProviderPaths.talentDetail, { id });
}

export const talentDetailQuery = detailQuery(['provider', 'talentDetail'], getTalentDetail, 10_000);

export function useTalentDetail(id: number) {
  return useQuery(talentDetailQuery(id));
}
