import { api } from '@portal/client/request';
import { type CreatedId, type Envelope, EvaluationPaths } from '@portal/shared/api/index';
import type { EvaluationRequestValues } from '@portal/shared/validation/evaluation';

/** POST /client/mine/evaluation/apply (member): 提交成功; a second open one answers 409. */
export function requestEvaluation(body: EvaluationRequestValues): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(EvaluationPaths.apply, body);
}
