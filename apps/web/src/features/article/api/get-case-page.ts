import { ArticlePaths, type CaseItem, type CaseQuery, type Page } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/case/page (成功案例列表). */
export const useCasePage = listReadHook<CaseQuery, Page<CaseItem>>(
  ArticlePaths.casePage,
  ['article', 'casePage'],
  { staleTime: 10_000 },
);
