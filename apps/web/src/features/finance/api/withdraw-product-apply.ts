import { api } from '@portal/client/request';
import { type Envelope, FinancePaths } from '@portal/shared/api/index';

/** POST /client/mine/finance/product/apply/withdraw {id} (member): 撤回成功, only while 待受理. */
export function withdrawProductApply(id: number): Promise<Envelope<null>> {
  return api.postEnvelope<null>(FinancePaths.productApplyWithdraw, { id });
}
