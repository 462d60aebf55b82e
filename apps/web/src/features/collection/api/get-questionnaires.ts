import {
  type Page,
  type PageQuery,
  type QuestionnaireItem,
  QuestionnairePaths,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/questionnaire/page: published questionnaires, newest first. */
export const useQuestionnaires = listReadHook<PageQuery, Page<QuestionnaireItem>>(
  QuestionnairePaths.page,
  ['questionnaire', 'page'],
);
