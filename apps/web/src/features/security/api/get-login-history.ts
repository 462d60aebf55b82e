import {
  type LoginRecord,
  type Page,
  type PageQuery,
  SecurityPaths,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/account/login/page (member): own logins, newest first. */
export const getLoginHistory = getWithQuery<PageQuery, Page<LoginRecord>>(
  SecurityPaths.loginHistory,
);

export const loginHistoryQuery = listQuery(['security', 'logins'], getLoginHistory, {
  perViewer: true,
});

export function useLoginHistory(query: PageQuery) {
  return useQuery(loginHistoryQuery(query));
}
