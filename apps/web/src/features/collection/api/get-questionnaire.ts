import { api } from '@portal/client/request';
import { type QuestionnaireDetail, QuestionnairePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';
import { browserToken } from '../logic/browser-token.ts';

/** GET /client/api/questionnaire/detail?id=&browserToken=: questions, and results once answered. */
export function getQuestionnaire(id: number): Promise<QuestionnaireDetail> {
  return api.get<QuestionnaireDetail>(QuestionnairePaths.detail, {
    id,
    browserToken: browserToken(),
  });
}

export const questionnaireQuery = (id: number) =>
  queryOptions({
    queryKey: ['questionnaire', 'detail', viewerKey(), id],
    queryFn: () => getQuestionnaire(id),
    enabled: id > 0,
  });

export function useQuestionnaire(id: number) {
  return useQuery(questionnaireQuery(id));
}
