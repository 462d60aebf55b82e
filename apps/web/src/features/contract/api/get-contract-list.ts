import { api } from '@portal/client/request';
import {
  type ContractRegistration,
  MarketPaths,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/contract/list: the member's contract registrations and their status. */
export function getContractList(query: PageQuery): Promise<Page<ContractRegistration>> {
  return api.get<Page<ContractRegistration>>(MarketPaths.contractList, asQuery(query));
}

export const contractListQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['contract', 'list', viewerKey(), query],
    queryFn: () => getContractList(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useContractList(query: PageQuery) {
  return useQuery(contractListQuery(query));
}
