import {
  InteractionPaths,
  type Page,
  type QuestionItem,
  type QuestionPageQuery,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/interaction/page (互动交流: answered, published questions). */
export const useQuestionPage = listReadHook<QuestionPageQuery, Page<QuestionItem>>(
  InteractionPaths.questionPage,
  ['interaction', 'page'],
  { staleTime: 10_000 },
);
