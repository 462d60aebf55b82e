import { MarketPaths, type MyOutcome, type Page, type PageQuery } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/outcome/list (member): outcomes the member published. */
export const useMyOutcomes = listReadHook<PageQuery, Page<MyOutcome>>(
  MarketPaths.myOutcomes,
  ['market', 'myOutcomes'],
  { perViewer: true, staleTime: 0 },
);
