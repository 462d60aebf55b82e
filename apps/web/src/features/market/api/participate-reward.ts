import { api } from '@portal/client/request';
import {
  type CreatedId,
  type Envelope,
  MarketPaths,
  type ParticipateRequest,
} from '@portal/shared/api/index';

/** POST /client/mine/reward/participate (member): 提交成功; a second one answers 409. */
export function participateReward(body: ParticipateRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(MarketPaths.rewardParticipate, body);
}
