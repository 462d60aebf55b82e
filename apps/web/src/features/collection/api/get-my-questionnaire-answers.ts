import { api } from '@portal/client/request';
import {
  type MyQuestionnaireAnswer,
  type Page,
  type PageQuery,
  QuestionnairePaths,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/questionnaire/answered (member): the questionnaires they answered. */
export function getMyQuestionnaireAnswers(query: PageQuery): Promise<Page<MyQuestionnaireAnswer>> {
  return api.get<Page<MyQuestionnaireAnswer>>(QuestionnairePaths.mine, { ...query });
}

export const myQuestionnaireAnswersQuery = listQuery(
  ['collection', 'answered'],
  getMyQuestionnaireAnswers,
  { perViewer: true },
);

export function useMyQuestionnaireAnswers(query: PageQuery, enabled = true) {
  return useQuery({ ...myQuestionnaireAnswersQuery(query), enabled });
}
