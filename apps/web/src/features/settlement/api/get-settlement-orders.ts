import {
  type Page,
  type SettlementOrder,
  type SettlementOrderQuery,
  SettlementPaths,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/settlement/order/page (member): own settlement orders, newest first. */
export const getSettlementOrders = getWithQuery<SettlementOrderQuery, Page<SettlementOrder>>(
  SettlementPaths.orderPage,
);

export const settlementOrdersQuery = listQuery(['settlement', 'orders'], getSettlementOrders, {
  perViewer: true,
});

export function useSettlementOrders(query: SettlementOrderQuery, enabled = true) {
  return useQuery({ ...settlementOrdersQuery(query), enabled });
}
