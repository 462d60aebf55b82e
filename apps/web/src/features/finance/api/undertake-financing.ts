import {
  type CreatedId,
  type Envelope,
  FinancePaths,
  type FinancingUndertakeRequest,
} from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** POST /client/mine/finance/financing/undertake (member): 承接成功; 409 on a second. */
export function undertakeFinancing(body: FinancingUndertakeRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(FinancePaths.financingUndertake, body);
}
