import { api } from '@portal/client/request';
import { type Envelope, MarketPaths } from '@portal/shared/api/index';

/** POST /client/mine/need/close {id} (member): 下架成功, only while 待审核 or 已发布. */
export function closeMyNeed(id: number): Promise<Envelope<null>> {
  return api.postEnvelope<null>(MarketPaths.myNeedClose, { id });
}
