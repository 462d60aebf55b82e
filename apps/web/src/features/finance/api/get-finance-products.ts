import {
  FinancePaths,
  type FinanceProductItem,
  type FinanceProductQuery,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/finance/product/page (/FinanceList?tabId=): the same for every viewer. */
export const getFinanceProducts = getWithQuery<FinanceProductQuery, Page<FinanceProductItem>>(
  FinancePaths.productPage,
);

export const financeProductsQuery = listQuery(['finance', 'products'], getFinanceProducts, {
  staleTime: 10_000,
});

export function useFinanceProducts(query: FinanceProductQuery) {
  return useQuery(financeProductsQuery(query));
}
