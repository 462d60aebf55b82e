import { api } from '@portal/client/request';
import {
  type Envelope,
  type QuestionnaireAnswer,
  QuestionnairePaths,
  type QuestionnaireResults,
} from '@portal/shared/api/index';
import { browserToken } from '../logic/browser-token.ts';

/** POST /client/api/questionnaire/answer: 提交成功 with the results; 409 when answered before. */
export function answerQuestionnaire(body: {
  id: number;
  answers: QuestionnaireAnswer[];
}): Promise<Envelope<QuestionnaireResults>> {
  return api.postEnvelope<QuestionnaireResults>(QuestionnairePaths.answer, {
    ...body,
    browserToken: browserToken(),
  });
}
