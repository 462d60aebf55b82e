import {
  MarketPaths,
  type MyCollectItem,
  type MyCollectQuery,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/collect/list (member): collections, optionally of one kind. */
export const useMyCollects = listReadHook<MyCollectQuery, Page<MyCollectItem>>(
  MarketPaths.myCollects,
  ['market', 'myCollects'],
  { perViewer: true, staleTime: 0 },
);
