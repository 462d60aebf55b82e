import { api } from '@portal/client/request';
import {
  type CreatedId,
  type Envelope,
  MarketPaths,
  type UndertakeRequest,
} from '@portal/shared/api/index';

/** POST /client/mine/need/undertake (member): 提交成功; a second one answers the server's 409. */
export function undertakeNeed(body: UndertakeRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(MarketPaths.needUndertake, body);
}
