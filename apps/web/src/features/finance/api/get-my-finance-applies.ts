import {
  HomePaths,
  type MyFinanceApply,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import type { FinanceApplyKind } from '@portal/shared/enums/finance-apply';
import { listReadHook } from '../../../lib/query-recipes.ts';

type Query = PageQuery & { kind?: FinanceApplyKind };

/** GET /client/mine/finance/apply/list (member): loans, financing needs, demand applications. */
export const useMyFinanceApplies = listReadHook<Query, Page<MyFinanceApply>>(
  HomePaths.myFinanceApplies,
  ['finance', 'myFinanceApplies'],
  { perViewer: true },
);
