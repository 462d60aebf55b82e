import { api } from '@portal/client/request';
import {
  type LoginRecord,
  type Page,
  type PageQuery,
  SecurityPaths,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/account/login/page (member): own logins, newest first. */
export function getLoginHistory(query: PageQuery): Promise<Page<LoginRecord>> {
  return api.get<Page<LoginRecord>>(SecurityPaths.loginHistory, asQuery(query));
}

export const loginHistoryQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['security', 'logins', viewerKey(), query],
    queryFn: () => getLoginHistory(query),
    placeholderData: keepPreviousData,
  });

export function useLoginHistory(query: PageQuery) {
  return useQuery(loginHistoryQuery(query));
}
