import { api } from '@portal/client/request';
import { InteractionPaths, type QuestionItem } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/interaction/detail?id= (a published question, or the asker's own). */
export function getQuestionDetail(id: number): Promise<QuestionItem> {
  return api.get<QuestionItem>(InteractionPaths.questionDetail, { id });
}

export const questionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['interaction', 'detail', viewerKey(), id],
    queryFn: () => getQuestionDetail(id),
    enabled: id > 0,
    staleTime: 10_000,
  });

export function useQuestionDetail(id: number) {
  return useQuery(questionDetailQuery(id));
}
