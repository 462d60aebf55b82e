import {
  type LevelPurchase,
  type Page,
  type PageQuery,
  PointsPaths,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/level/purchase/page (member): level purchases, newest first. */
export const getLevelPurchases = getWithQuery<PageQuery, Page<LevelPurchase>>(
  PointsPaths.purchasePage,
);

export const levelPurchasesQuery = listQuery(['points', 'purchases'], getLevelPurchases, {
  perViewer: true,
});

export function useLevelPurchases(query: PageQuery) {
  return useQuery(levelPurchasesQuery(query));
}
