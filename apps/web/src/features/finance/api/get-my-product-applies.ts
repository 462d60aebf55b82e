import { api } from '@portal/client/request';
import {
  FinancePaths,
  type MyFinanceProductApply,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import type { MyFinanceApplyScope } from '@portal/shared/enums/finance-product';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

type Query = PageQuery & { productId?: number; scope?: MyFinanceApplyScope };

/** GET /client/mine/finance/product/apply/page (member): own applications, newest first. */
export function getMyProductApplies(query: Query): Promise<Page<MyFinanceProductApply>> {
  return api.get<Page<MyFinanceProductApply>>(FinancePaths.myProductApplyPage, asQuery(query));
}

export const myProductAppliesQuery = (query: Query) =>
  queryOptions({
    queryKey: ['finance', 'myApplies', viewerKey(), query],
    queryFn: () => getMyProductApplies(query),
    placeholderData: keepPreviousData,
  });

export function useMyProductApplies(query: Query, enabled = true) {
  return useQuery({ ...myProductAppliesQuery(query), enabled });
}
