import { api } from '@portal/client/request';
import { ArticlePaths, type DisclosureDetail } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/disclosure/detail?id= (政府信息公开详情; counts a view, 404 for an unknown id). */
export function getDisclosureDetail(id: number): Promise<DisclosureDetail> {
  return api.get<DisclosureDetail>(ArticlePaths.disclosureDetail, { id });
}

export const disclosureDetailQuery = detailQuery(
  ['article', 'disclosureDetail'],
  getDisclosureDetail,
  10_000,
);

export function useDisclosureDetail(id: number) {
  return useQuery(disclosureDetailQuery(id));
}
