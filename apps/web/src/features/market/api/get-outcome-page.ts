import {
  MarketPaths,
  type OutcomeItem,
  type OutcomeQuery,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/outcome/page (科技成果列表). */
export const useOutcomePage = listReadHook<OutcomeQuery, Page<OutcomeItem>>(
  MarketPaths.outcomePage,
  ['market', 'outcomePage'],
  { perViewer: true, staleTime: 10_000 },
);
