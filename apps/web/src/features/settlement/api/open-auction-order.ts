import { api } from '@portal/client/request';
import { SettlementPaths } from '@portal/shared/api/index';

/** POST /client/mine/settlement/order/open {auctionId} (the auction's winner): the order id. */
export function openAuctionOrder(auctionId: number): Promise<{ id: number }> {
  return api.post<{ id: number }>(SettlementPaths.orderOpen, { auctionId });
}
