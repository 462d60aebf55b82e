import { api } from '@portal/client/request';
import {
  type AskQuestionRequest,
  type CreatedId,
  InteractionPaths,
} from '@portal/shared/api/index';

/** POST /client/mine/interaction/ask (member; a few per day). */
export function askQuestion(body: AskQuestionRequest): Promise<CreatedId> {
  return api.post<CreatedId>(InteractionPaths.ask, body);
}
