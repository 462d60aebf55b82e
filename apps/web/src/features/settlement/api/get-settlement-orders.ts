import {
  type Page,
  type SettlementOrder,
  type SettlementOrderQuery,
  SettlementPaths,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/settlement/order/page (member): own settlement orders, newest first. */
export const useSettlementOrders = listReadHook<SettlementOrderQuery, Page<SettlementOrder>>(
  SettlementPaths.orderPage,
  ['settlement', 'orders'],
  { perViewer: true },
);
