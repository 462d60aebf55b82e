import {
  type CreatedId,
  type Envelope,
  MarketPaths,
  type ParticipateRequest,
} from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** POST /client/mine/reward/participate (member): 提交成功; a second one answers 409. */
export function participateReward(body: ParticipateRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(MarketPaths.rewardParticipate, body);
}
