import { api } from '@portal/client/request';
import {
  InteractionPaths,
  type Page,
  type QuestionItem,
  type QuestionPageQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/interaction/page (互动交流: answered, published questions). */
export function getQuestionPage(query: QuestionPageQuery): Promise<Page<QuestionItem>> {
  return api.get<Page<QuestionItem>>(InteractionPaths.questionPage, asQuery(query));
}

export const questionPageQuery = (query: QuestionPageQuery) =>
  queryOptions({
    queryKey: ['interaction', 'page', query],
    queryFn: () => getQuestionPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useQuestionPage(query: QuestionPageQuery, enabled = true) {
  return useQuery({ ...questionPageQuery(query), enabled });
}
