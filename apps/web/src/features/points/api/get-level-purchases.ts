import { api } from '@portal/client/request';
import {
  type LevelPurchase,
  type Page,
  type PageQuery,
  PointsPaths,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/level/purchase/page (member): level purchases, newest first. */
export function getLevelPurchases(query: PageQuery): Promise<Page<LevelPurchase>> {
  return api.get<Page<LevelPurchase>>(PointsPaths.purchasePage, asQuery(query));
}

export const levelPurchasesQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['points', 'purchases', viewerKey(), query],
    queryFn: () => getLevelPurchases(query),
    placeholderData: keepPreviousData,
  });

export function useLevelPurchases(query: PageQuery) {
  return useQuery(levelPurchasesQuery(query));
}
