import { api } from '@portal/client/request';
import {
  type CreatedId,
  type Envelope,
  FinancePaths,
  type FinanceProductApplyRequest,
} from '@portal/shared/api/index';

/** POST /client/mine/finance/product/apply (member): 提交成功; 409 while one is open. */
export function applyFinanceProduct(
  body: FinanceProductApplyRequest,
): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(FinancePaths.productApply, body);
}
