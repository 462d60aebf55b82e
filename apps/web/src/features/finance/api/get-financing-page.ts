import {
  FinancePaths,
  type FinancingItem,
  type FinancingQuery,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/finance/financing/page (/DemandUndertaking): published financing needs. */
export const useFinancingPage = listReadHook<FinancingQuery, Page<FinancingItem>>(
  FinancePaths.financingPage,
  ['finance', 'financing'],
  { perViewer: true },
);
