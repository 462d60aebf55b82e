import { api } from '@portal/client/request';
import {
  FinancePaths,
  type FinancingItem,
  type FinancingQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/finance/financing/page (/DemandUndertaking): published financing needs. */
export function getFinancingPage(query: FinancingQuery): Promise<Page<FinancingItem>> {
  return api.get<Page<FinancingItem>>(FinancePaths.financingPage, asQuery(query));
}

export const financingPageQuery = (query: FinancingQuery) =>
  queryOptions({
    queryKey: ['finance', 'financing', viewerKey(), query],
    queryFn: () => getFinancingPage(query),
    placeholderData: keepPreviousData,
  });

export function useFinancingPage(query: FinancingQuery) {
  return useQuery(financingPageQuery(query));
}
