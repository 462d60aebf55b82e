import { api } from '@portal/client/request';
import {
  type CreatedId,
  type Envelope,
  FinancePaths,
  type FinancingUndertakeRequest,
} from '@portal/shared/api/index';

/** POST /client/mine/finance/financing/undertake (member): 承接成功; 409 on a second. */
export function undertakeFinancing(body: FinancingUndertakeRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(FinancePaths.financingUndertake, body);
}
