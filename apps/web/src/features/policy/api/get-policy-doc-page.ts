import {
  type Page,
  type PolicyDocItem,
  type PolicyDocQuery,
  PolicyPaths,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/policy/document/page (政策文件). */
export const usePolicyDocPage = listReadHook<PolicyDocQuery, Page<PolicyDocItem>>(
  PolicyPaths.policyDocPage,
  ['policy', 'docPage'],
  { staleTime: 10_000 },
);
