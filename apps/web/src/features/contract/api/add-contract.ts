import { api } from '@portal/client/request';
import {
  type ContractRequest,
  type CreatedId,
  type Envelope,
  MarketPaths,
} from '@portal/shared/api/index';

/** POST /client/mine/contract/add: 提交成功, status 2 已登记/待审核. */
export function addContract(body: ContractRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(MarketPaths.contractAdd, body);
}
