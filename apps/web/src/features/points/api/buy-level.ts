import { api } from '@portal/client/request';
import {
  type Envelope,
  type LevelBuyRequest,
  type LevelPayRequest,
  PointsPaths,
} from '@portal/shared/api/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /client/mine/level/buy (member) → {id} of a purchase 待支付; 409 while one is open. */
export function buyLevel(body: LevelBuyRequest): Promise<Envelope<{ id: number }>> {
  return api.postEnvelope<{ id: number }>(PointsPaths.buyLevel, body);
}

/** POST /client/mine/level/purchase/cancel {id} (member): 已取消, only while 待支付. */
export function cancelLevelPurchase(id: number): Promise<Envelope<null>> {
  return api.postEnvelope<null>(PointsPaths.cancelPurchase, { id });
}

/** Both refresh the member's level and purchases. */
export function useBuyLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyLevel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['points'] }),
  });
}

export function useCancelLevelPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLevelPurchase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['points'] }),
  });
}

/** POST /client/mine/level/purchase/pay (member): the transfer slip of a purchase; 409 while one waits. */
export function payLevelPurchase(body: LevelPayRequest): Promise<Envelope<{ paymentId: number }>> {
  return api.postEnvelope<{ paymentId: number }>(PointsPaths.payPurchase, body);
}
