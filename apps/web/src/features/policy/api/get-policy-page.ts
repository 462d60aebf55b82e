import {
  type Page,
  type PolicyListItem,
  PolicyPaths,
  type PolicyQuery,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/policy/page (政策概览). */
export const usePolicyPage = listReadHook<PolicyQuery, Page<PolicyListItem>>(
  PolicyPaths.policyPage,
  ['market', 'policyPage'],
  { perViewer: true, staleTime: 10_000 },
);

// Under 'market' so a collect toggle (which refreshes 'market' answers) refreshes isCollect here.
