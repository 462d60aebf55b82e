import { api } from '@portal/client/request';
import {
  FinancePaths,
  type FinanceProductItem,
  type FinanceProductQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/finance/product/page (/FinanceList?tabId=): the same for every viewer. */
export function getFinanceProducts(query: FinanceProductQuery): Promise<Page<FinanceProductItem>> {
  return api.get<Page<FinanceProductItem>>(FinancePaths.productPage, asQuery(query));
}

export const financeProductsQuery = (query: FinanceProductQuery) =>
  queryOptions({
    queryKey: ['finance', 'products', query],
    queryFn: () => getFinanceProducts(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useFinanceProducts(query: FinanceProductQuery) {
  return useQuery(financeProductsQuery(query));
}
