import { api } from '@portal/client/request';
import { type Envelope, MarketPaths } from '@portal/shared/api/index';

/** POST /client/mine/need/undertake/withdraw {id} (member): 撤回成功, only while 待对接. */
export function withdrawUndertake(id: number): Promise<Envelope<null>> {
  return api.postEnvelope<null>(MarketPaths.undertakeWithdraw, { id });
}
