import {
  type Page,
  type PageQuery,
  type QuestionnaireItem,
  QuestionnairePaths,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/questionnaire/page: published questionnaires, newest first. */
export const getQuestionnaires = getWithQuery<PageQuery, Page<QuestionnaireItem>>(
  QuestionnairePaths.page,
);

export const questionnairesQuery = listQuery(['questionnaire', 'page'], getQuestionnaires);

export function useQuestionnaires(query: PageQuery) {
  return useQuery(questionnairesQuery(query));
}
