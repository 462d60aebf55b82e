import {
  type LoginRecord,
  type Page,
  type PageQuery,
  SecurityPaths,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/account/login/page (member): own logins, newest first. */
export const useLoginHistory = listReadHook<PageQuery, Page<LoginRecord>>(
  SecurityPaths.loginHistory,
  ['security', 'logins'],
  { perViewer: true },
);
