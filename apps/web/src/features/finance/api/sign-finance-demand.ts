import { api } from '@portal/client/request';
import {
  type CreatedId,
  type Envelope,
  type FinanceDemandApplicationRequest,
  HomePaths,
} from '@portal/shared/api/index';

/**
 * POST /client/finance/mine/sign (member only): the finance demand application. Resolves with
 * the whole envelope, because success is told by msg SUCCESS (spec §7).
 */
export function signFinanceDemand(
  body: FinanceDemandApplicationRequest,
): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(HomePaths.financeDemandApply, body);
}
