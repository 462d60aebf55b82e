import { MarketPaths, type MyUndertake, type Page, type PageQuery } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/need/undertake/list (member): 我的承接. */
export const useMyUndertakes = listReadHook<PageQuery, Page<MyUndertake>>(
  MarketPaths.myUndertakes,
  ['market', 'myUndertakes'],
  { perViewer: true, staleTime: 0 },
);
