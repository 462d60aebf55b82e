import {
  InteractionPaths,
  type Page,
  type QuestionItem,
  type QuestionPageQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/interaction/page (互动交流: answered, published questions). */
export const getQuestionPage = getWithQuery<QuestionPageQuery, Page<QuestionItem>>(
  InteractionPaths.questionPage,
);

export const questionPageQuery = listQuery(['interaction', 'page'], getQuestionPage, {
  staleTime: 10_000,
});

export function useQuestionPage(query: QuestionPageQuery, enabled = true) {
  return useQuery({ ...questionPageQuery(query), enabled });
}
