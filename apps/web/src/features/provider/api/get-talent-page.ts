import {
  type Page,
  ProviderPaths,
  type TalentItem,
  type TalentQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/talent/page (专家库: experts, commissioners, managers). */
export const getTalentPage = getWithQuery<TalentQuery, Page<TalentItem>>(ProviderPaths.talentPage);

export const talentPageQuery = listQuery(['provider', 'talentPage'], getTalentPage, {
  staleTime: 10_000,
});

export function useTalentPage(query: TalentQuery) {
  return useQuery(talentPageQuery(query));
}
