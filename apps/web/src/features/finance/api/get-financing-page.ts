import {
  FinancePaths,
  type FinancingItem,
  type FinancingQuery,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/finance/financing/page (/DemandUndertaking): published financing needs. */
export const getFinancingPage = getWithQuery<FinancingQuery, Page<FinancingItem>>(
  FinancePaths.financingPage,
);

export const financingPageQuery = listQuery(['finance', 'financing'], getFinancingPage, {
  perViewer: true,
});

export function useFinancingPage(query: FinancingQuery) {
  return useQuery(financingPageQuery(query));
}
