import {
  type ContractRegistration,
  MarketPaths,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/contract/list: the member's contract registrations and their status. */
export const useContractList = listReadHook<PageQuery, Page<ContractRegistration>>(
  MarketPaths.contractList,
  ['contract', 'list'],
  { perViewer: true, staleTime: 0 },
);
