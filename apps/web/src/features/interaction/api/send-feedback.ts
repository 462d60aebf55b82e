import { api } from '@portal/client/request';
import {
  type CreatedId,
  type Envelope,
  type FeedbackRequest,
  InteractionPaths,
} from '@portal/shared/api/index';

/** POST /client/api/feedback/add (guest or member). The envelope's msg is the thanks shown. */
export function sendFeedback(body: FeedbackRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(InteractionPaths.feedback, body);
}
