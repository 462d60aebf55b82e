import { api } from '@portal/client/request';
import { type AdDetail, HomePaths } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/ad/detail?id=: the article of an ad whose detailType is 3 (else 404). */
export function getAdDetail(id: number): Promise<AdDetail> {
  return api.get<AdDetail>(HomePaths.adDetail, { id });
}

export const adDetailQuery = detailQuery(['home', 'adDetail'], getAdDetail, 5 * 60_000);

export function useAdDetail(id: number) {
  return useQuery(adDetailQuery(id));
}
