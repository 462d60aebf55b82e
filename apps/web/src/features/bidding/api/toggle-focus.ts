import { api } from '@portal/client/request';
import { type BidFocusRequest, type Envelope, MarketPaths } from '@portal/shared/api/index';

/** POST /client/mine/bid/focus or /cancel/focus {bidId} (spec §7): 关注成功 / 取消关注成功. */
export function toggleFocus(bidId: number, focused: boolean): Promise<Envelope<unknown>> {
  const body: BidFocusRequest = { bidId };
  return api.postEnvelope(focused ? MarketPaths.bidCancelFocus : MarketPaths.bidFocus, body);
}
