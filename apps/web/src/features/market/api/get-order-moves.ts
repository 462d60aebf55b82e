import { api } from '@portal/client/request';
import { MarketPaths, type OrderMove } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

export type OrderKind = 'transfer' | 'contract';

/** GET /client/mine/order/moves?kind=&id= (member; own registration only): status history. */
export function getOrderMoves(kind: OrderKind, id: number): Promise<OrderMove[]> {
  return api.get<OrderMove[]>(MarketPaths.orderMoves, { kind, id });
}

export const orderMovesQuery = (kind: OrderKind, id: number) =>
  queryOptions({
    queryKey: ['market', 'orderMoves', viewerKey(), kind, id],
    queryFn: () => getOrderMoves(kind, id),
    staleTime: 0,
  });

export function useOrderMoves(kind: OrderKind, id: number, enabled: boolean) {
  return useQuery({ ...orderMovesQuery(kind, id), enabled });
}
