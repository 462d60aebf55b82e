import { api } from '@portal/client/request';
import { COLLECT_PATHS, type CollectKindValue, type Envelope } from '@portal/shared/api/index';

/** POST /client/mine/collect/<kind> or /<kind>/cancel {id} (spec §7): 收藏成功 / 取消收藏成功. */
export function toggleCollect(
  kind: CollectKindValue,
  id: number,
  collected: boolean,
): Promise<Envelope<unknown>> {
  const paths = COLLECT_PATHS[kind];
  return api.postEnvelope(collected ? paths.cancel : paths.collect, { id });
}
