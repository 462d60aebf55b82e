import { api } from '@portal/client/request';
import { HomePaths, type ServiceMarketItem } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/service/market: service categories with their product counts. */
export function getServiceMarket(): Promise<ServiceMarketItem[]> {
  return api.get<ServiceMarketItem[]>(HomePaths.serviceMarket);
}

export const serviceMarketQuery = queryOptions({
  queryKey: ['home', 'service-market'],
  queryFn: getServiceMarket,
});

export function useServiceMarket() {
  return useQuery(serviceMarketQuery);
}
