import { api } from '@portal/client/request';
import {
  type ActionSignUpRequest,
  type CreatedId,
  type Envelope,
  HomePaths,
} from '@portal/shared/api/index';

/** POST /client/mine/action/sign (member only). The envelope's msg (提交成功) is shown as is. */
export function signUpAction(body: ActionSignUpRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(HomePaths.actionSign, body);
}
