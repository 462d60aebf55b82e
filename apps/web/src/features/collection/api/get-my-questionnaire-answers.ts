import { api } from '@portal/client/request';
import {
  type MyQuestionnaireAnswer,
  type Page,
  type PageQuery,
  QuestionnairePaths,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/questionnaire/answered (member): the questionnaires they answered. */
export function getMyQuestionnaireAnswers(query: PageQuery): Promise<Page<MyQuestionnaireAnswer>> {
  return api.get<Page<MyQuestionnaireAnswer>>(QuestionnairePaths.mine, { ...query });
}

export const myQuestionnaireAnswersQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['collection', 'answered', viewerKey(), query],
    queryFn: () => getMyQuestionnaireAnswers(query),
    placeholderData: keepPreviousData,
  });

export function useMyQuestionnaireAnswers(query: PageQuery, enabled = true) {
  return useQuery({ ...myQuestionnaireAnswersQuery(query), enabled });
}
