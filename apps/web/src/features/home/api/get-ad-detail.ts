import { api } from '@portal/client/request';
import { type AdDetail, HomePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/ad/detail?id=: the article of an ad whose detailType is 3 (else 404). */
export function getAdDetail(id: number): Promise<AdDetail> {
  return api.get<AdDetail>(HomePaths.adDetail, { id });
}

export const adDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['home', 'adDetail', id],
    queryFn: () => getAdDetail(id),
    enabled: id > 0,
    staleTime: 5 * 60_000,
  });

export function useAdDetail(id: number) {
  return useQuery(adDetailQuery(id));
}
