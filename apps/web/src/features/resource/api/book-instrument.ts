import { api } from '@portal/client/request';
import {
  type CreatedId,
  type Envelope,
  type InstrumentBookRequest,
  ResourcePaths,
} from '@portal/shared/api/index';

/** POST /client/mine/resource/instrument/book (member): 预约成功; 409 when the slot is taken. */
export function bookInstrument(body: InstrumentBookRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(ResourcePaths.instrumentBook, body);
}
