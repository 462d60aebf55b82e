import {
  type ContractRegistration,
  MarketPaths,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/contract/list: the member's contract registrations and their status. */
export const getContractList = getWithQuery<PageQuery, Page<ContractRegistration>>(
  MarketPaths.contractList,
);

export const contractListQuery = listQuery(['contract', 'list'], getContractList, {
  perViewer: true,
  staleTime: 0,
});

export function useContractList(query: PageQuery) {
  return useQuery(contractListQuery(query));
}
