import { SettlementPaths } from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** POST /client/mine/settlement/order/open {auctionId} (the auction's winner): the order id. */
export function openAuctionOrder(auctionId: number): Promise<{ id: number }> {
  return api.post<{ id: number }>(SettlementPaths.orderOpen, { auctionId });
}
