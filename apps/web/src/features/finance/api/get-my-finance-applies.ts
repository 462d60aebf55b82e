import { api } from '@portal/client/request';
import {
  HomePaths,
  type MyFinanceApply,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import type { FinanceApplyKind } from '@portal/shared/enums/finance-apply';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

type Query = PageQuery & { kind?: FinanceApplyKind };

/** GET /client/mine/finance/apply/list (member): loans, financing needs, demand applications. */
export function getMyFinanceApplies(query: Query): Promise<Page<MyFinanceApply>> {
  return api.get<Page<MyFinanceApply>>(HomePaths.myFinanceApplies, asQuery(query));
}

export const myFinanceAppliesQuery = (query: Query) =>
  queryOptions({
    queryKey: ['finance', 'myFinanceApplies', viewerKey(), query],
    queryFn: () => getMyFinanceApplies(query),
    placeholderData: keepPreviousData,
  });

export function useMyFinanceApplies(query: Query, enabled = true) {
  return useQuery({ ...myFinanceAppliesQuery(query), enabled });
}
