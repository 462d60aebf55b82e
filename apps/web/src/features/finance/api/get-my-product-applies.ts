import {
  FinancePaths,
  type MyFinanceProductApply,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import type { MyFinanceApplyScope } from '@portal/shared/enums/finance-product';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

type Query = PageQuery & { productId?: number; scope?: MyFinanceApplyScope };

/** GET /client/mine/finance/product/apply/page (member): own applications, newest first. */
export const getMyProductApplies = getWithQuery<Query, Page<MyFinanceProductApply>>(
  FinancePaths.myProductApplyPage,
);

export const myProductAppliesQuery = listQuery(['finance', 'myApplies'], getMyProductApplies, {
  perViewer: true,
});

export function useMyProductApplies(query: Query, enabled = true) {
  return useQuery({ ...myProductAppliesQuery(query), enabled });
}
