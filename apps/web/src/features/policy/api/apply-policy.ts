import { api } from '@portal/client/request';
import {
  type CreatedId,
  type Envelope,
  type PolicyApplyRequest,
  PolicyPaths,
} from '@portal/shared/api/index';

/** POST /client/mine/policy/apply (member): 提交成功; refused unless 申报中; 409 if one is open. */
export function applyPolicy(body: PolicyApplyRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(PolicyPaths.policyApply, body);
}
