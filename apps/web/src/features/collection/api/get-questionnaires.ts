import { api } from '@portal/client/request';
import {
  type Page,
  type PageQuery,
  type QuestionnaireItem,
  QuestionnairePaths,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/questionnaire/page: published questionnaires, newest first. */
export function getQuestionnaires(query: PageQuery): Promise<Page<QuestionnaireItem>> {
  return api.get<Page<QuestionnaireItem>>(QuestionnairePaths.page, asQuery(query));
}

export const questionnairesQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['questionnaire', 'page', query],
    queryFn: () => getQuestionnaires(query),
    placeholderData: keepPreviousData,
  });

export function useQuestionnaires(query: PageQuery) {
  return useQuery(questionnairesQuery(query));
}
