import {
  HomePaths,
  type MyFinanceApply,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import type { FinanceApplyKind } from '@portal/shared/enums/finance-apply';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

type Query = PageQuery & { kind?: FinanceApplyKind };

/** GET /client/mine/finance/apply/list (member): loans, financing needs, demand applications. */
export const getMyFinanceApplies = getWithQuery<Query, Page<MyFinanceApply>>(
  HomePaths.myFinanceApplies,
);

export const myFinanceAppliesQuery = listQuery(
  ['finance', 'myFinanceApplies'],
  getMyFinanceApplies,
  { perViewer: true },
);

export function useMyFinanceApplies(query: Query, enabled = true) {
  return useQuery({ ...myFinanceAppliesQuery(query), enabled });
}
