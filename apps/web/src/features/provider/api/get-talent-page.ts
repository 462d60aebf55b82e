import { api } from '@portal/client/request';
import {
  type Page,
  ProviderPaths,
  type TalentItem,
  type TalentQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/talent/page (专家库: experts, commissioners, managers). */
export function getTalentPage(query: TalentQuery): Promise<Page<TalentItem>> {
  return api.get<Page<TalentItem>>(ProviderPaths.talentPage, asQuery(query));
}

export const talentPageQuery = (query: TalentQuery) =>
  queryOptions({
    queryKey: ['provider', 'talentPage', query],
    queryFn: () => getTalentPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useTalentPage(query: TalentQuery) {
  return useQuery(talentPageQuery(query));
}
