import { api } from '@portal/client/request';
import {
  type Page,
  type SettlementOrder,
  type SettlementOrderQuery,
  SettlementPaths,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/settlement/order/page (member): own settlement orders, newest first. */
export function getSettlementOrders(query: SettlementOrderQuery): Promise<Page<SettlementOrder>> {
  return api.get<Page<SettlementOrder>>(SettlementPaths.orderPage, asQuery(query));
}

export const settlementOrdersQuery = (query: SettlementOrderQuery) =>
  queryOptions({
    queryKey: ['settlement', 'orders', viewerKey(), query],
    queryFn: () => getSettlementOrders(query),
    placeholderData: keepPreviousData,
  });

export function useSettlementOrders(query: SettlementOrderQuery, enabled = true) {
  return useQuery({ ...settlementOrdersQuery(query), enabled });
}
