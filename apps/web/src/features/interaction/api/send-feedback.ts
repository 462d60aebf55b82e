import {
  type CreatedId,
  type Envelope,
  type FeedbackRequest,
  InteractionPaths,
} from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** POST /client/api/feedback/add (guest or member). The envelope's msg is the thanks shown. */
export function sendFeedback(body: FeedbackRequest): Promise<Envelope<CreatedId>> {
  return api.postEnvelope<CreatedId>(InteractionPaths.feedback, body);
}
