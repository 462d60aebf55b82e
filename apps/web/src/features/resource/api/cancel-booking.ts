import { api } from '@portal/client/request';
import { type Envelope, ResourcePaths } from '@portal/shared/api/index';

/** POST /client/mine/resource/instrument/book/cancel (member, own, while 待确认): 取消成功. */
export function cancelBooking(id: number): Promise<Envelope<null>> {
  return api.postEnvelope<null>(ResourcePaths.bookingCancel, { id });
}
