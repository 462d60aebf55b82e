import { api } from '@portal/client/request';
import { FinancePaths, type FinanceProductDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/finance/product/detail?id= (counts a view; 404 for an unknown id). */
export function getFinanceProduct(id: number): Promise<FinanceProductDetail> {
  return api.get<FinanceProductDetail>(FinancePaths.productDetail, { id });
}

export const financeProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['finance', 'product', viewerKey(), id],
    queryFn: () => getFinanceProduct(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useFinanceProduct(id: number) {
  return useQuery(financeProductQuery(id));
}
