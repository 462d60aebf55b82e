import {
  type LevelPurchase,
  type Page,
  type PageQuery,
  PointsPaths,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/level/purchase/page (member): level purchases, newest first. */
export const useLevelPurchases = listReadHook<PageQuery, Page<LevelPurchase>>(
  PointsPaths.purchasePage,
  ['points', 'purchases'],
  { perViewer: true },
);
