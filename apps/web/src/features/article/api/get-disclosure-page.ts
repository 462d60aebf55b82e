import {
  ArticlePaths,
  type DisclosureItem,
  type DisclosureQuery,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/disclosure/page (政府信息公开列表). */
export const useDisclosurePage = listReadHook<DisclosureQuery, Page<DisclosureItem>>(
  ArticlePaths.disclosurePage,
  ['article', 'disclosurePage'],
  { staleTime: 10_000 },
);
