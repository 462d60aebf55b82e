import { api } from '@portal/client/request';
import { type CreatedId, type FinancingNeedRequest, HomePaths } from '@portal/shared/api/index';

/** POST /api/home/add/financing/demand (JSON, member only): the financing need dialog. */
export function addFinancingDemand(body: FinancingNeedRequest): Promise<CreatedId> {
  return api.post<CreatedId>(HomePaths.financingDemand, body);
}
