import { MarketPaths, type NeedItem, type NeedQuery, type Page } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/need/page (技术需求列表). */
export const useNeedPage = listReadHook<NeedQuery, Page<NeedItem>>(
  MarketPaths.needPage,
  ['market', 'needPage'],
  { perViewer: true, staleTime: 10_000 },
);
