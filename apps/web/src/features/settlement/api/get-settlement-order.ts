import { api } from '@portal/client/request';
import { type SettlementOrderDetail, SettlementPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/settlement/order/detail?id= (member; another member's order is 404). */
export function getSettlementOrder(id: number): Promise<SettlementOrderDetail> {
  return api.get<SettlementOrderDetail>(SettlementPaths.orderDetail, { id });
}

export const settlementOrderQuery = (id: number) =>
  queryOptions({
    queryKey: ['settlement', 'order', viewerKey(), id],
    queryFn: () => getSettlementOrder(id),
    enabled: id > 0,
    staleTime: 0,
  });

export function useSettlementOrder(id: number) {
  return useQuery(settlementOrderQuery(id));
}
