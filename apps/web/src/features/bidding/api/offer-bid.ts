import { api } from '@portal/client/request';
import {
  type BidOfferRequest,
  type BidOfferResult,
  type Envelope,
  MarketPaths,
} from '@portal/shared/api/index';

/** POST /client/mine/bid/offer (member): msg 出价成功; refusals come back as server messages. */
export function offerBid(body: BidOfferRequest): Promise<Envelope<BidOfferResult>> {
  return api.postEnvelope<BidOfferResult>(MarketPaths.bidOffer, body);
}
