import { api } from '@portal/client/request';
import { HomePaths, type TalentCounts } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/techMemberCount: experts, commissioners and technology managers. */
export function getTalentCounts(): Promise<TalentCounts> {
  return api.get<TalentCounts>(HomePaths.talentCounts);
}

export const talentCountsQuery = queryOptions({
  queryKey: ['home', 'talent-counts'],
  queryFn: getTalentCounts,
});

export function useTalentCounts() {
  return useQuery(talentCountsQuery);
}
