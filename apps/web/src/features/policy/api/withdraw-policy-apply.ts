import { api } from '@portal/client/request';
import { type Envelope, PolicyPaths } from '@portal/shared/api/index';

/** POST /client/mine/policy/apply/withdraw {id} (member): 撤回成功, only while 待审核. */
export function withdrawPolicyApply(id: number): Promise<Envelope<null>> {
  return api.postEnvelope<null>(PolicyPaths.policyApplyWithdraw, { id });
}
