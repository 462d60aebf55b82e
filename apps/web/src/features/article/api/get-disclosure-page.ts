import { api } from '@portal/client/request';
import {
  ArticlePaths,
  type DisclosureItem,
  type DisclosureQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/disclosure/page (政府信息公开列表). */
export function getDisclosurePage(query: DisclosureQuery): Promise<Page<DisclosureItem>> {
  return api.get<Page<DisclosureItem>>(ArticlePaths.disclosurePage, asQuery(query));
}

export const disclosurePageQuery = (query: DisclosureQuery) =>
  queryOptions({
    queryKey: ['article', 'disclosurePage', query],
    queryFn: () => getDisclosurePage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useDisclosurePage(query: DisclosureQuery) {
  return useQuery(disclosurePageQuery(query));
}
