import {
  type MyPolicyApply,
  type Page,
  type PageQuery,
  PolicyPaths,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/policy/apply/page (member): own applications, newest first. */
export const useMyPolicyApplies = listReadHook<PageQuery, Page<MyPolicyApply>>(
  PolicyPaths.myPolicyApplyPage,
  ['policy', 'myApplies'],
  { perViewer: true },
);
