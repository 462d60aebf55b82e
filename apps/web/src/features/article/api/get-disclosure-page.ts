import {
  ArticlePaths,
  type DisclosureItem,
  type DisclosureQuery,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/disclosure/page (政府信息公开列表). */
export const getDisclosurePage = getWithQuery<DisclosureQuery, Page<DisclosureItem>>(
  ArticlePaths.disclosurePage,
);

export const disclosurePageQuery = listQuery(['article', 'disclosurePage'], getDisclosurePage, {
  staleTime: 10_000,
});

export function useDisclosurePage(query: DisclosureQuery) {
  return useQuery(disclosurePageQuery(query));
}
