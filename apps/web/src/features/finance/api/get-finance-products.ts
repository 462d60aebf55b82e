import {
  FinancePaths,
  type FinanceProductItem,
  type FinanceProductQuery,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/finance/product/page (/FinanceList?tabId=): the same for every viewer. */
export const useFinanceProducts = listReadHook<FinanceProductQuery, Page<FinanceProductItem>>(
  FinancePaths.productPage,
  ['finance', 'products'],
  { staleTime: 10_000 },
);
