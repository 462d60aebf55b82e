import { api } from '@portal/client/request';
import {
  type Envelope,
  SettlementPaths,
  type SettlementPayRequest,
} from '@portal/shared/api/index';

/** POST /client/mine/settlement/order/pay (member): 已提交转账凭证，请等待确认; 409 while pending. */
export function paySettlementOrder(
  body: SettlementPayRequest,
): Promise<Envelope<{ paymentId: number }>> {
  return api.postEnvelope<{ paymentId: number }>(SettlementPaths.orderPay, body);
}
