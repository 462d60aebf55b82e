import { type DealItem, type DealQuery, MarketPaths, type Page } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/deal/page (成交公告列表). */
export const useDealPage = listReadHook<DealQuery, Page<DealItem>>(
  MarketPaths.dealPage,
  ['market', 'dealPage'],
  { perViewer: true, staleTime: 10_000 },
);
