import { api } from '@portal/client/request';
import {
  HomePaths,
  type TechServiceItem,
  type TechServiceShopQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/techServiceShopList?type=1|2&size=: products of the tech service block. */
export function getTechServiceShop(query: TechServiceShopQuery = {}): Promise<TechServiceItem[]> {
  return api.get<TechServiceItem[]>(HomePaths.techServiceShop, { ...query });
}

export const techServiceShopQuery = (query: TechServiceShopQuery = {}) =>
  queryOptions({
    queryKey: ['home', 'tech-service-shop', query.type ?? null, query.size ?? null],
    queryFn: () => getTechServiceShop(query),
  });

/** Switching the type keeps the previous cards until the new ones arrive (no flicker). */
export function useTechServiceShop(query: TechServiceShopQuery = {}) {
  return useQuery({ ...techServiceShopQuery(query), placeholderData: keepPreviousData });
}
