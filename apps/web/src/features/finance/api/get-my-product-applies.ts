import {
  FinancePaths,
  type MyFinanceProductApply,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import type { MyFinanceApplyScope } from '@portal/shared/enums/finance-product';
import { listReadHook } from '../../../lib/query-recipes.ts';

type Query = PageQuery & { productId?: number; scope?: MyFinanceApplyScope };

/** GET /client/mine/finance/product/apply/page (member): own applications, newest first. */
export const useMyProductApplies = listReadHook<Query, Page<MyFinanceProductApply>>(
  FinancePaths.myProductApplyPage,
  ['finance', 'myApplies'],
  { perViewer: true },
);
