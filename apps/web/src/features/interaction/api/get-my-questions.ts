import { api } from '@portal/client/request';
import {
  InteractionPaths,
  type MyQuestion,
  type MyQuestionQuery,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/interaction/list (member: their own questions, every status). */
export function getMyQuestions(query: MyQuestionQuery): Promise<Page<MyQuestion>> {
  return api.get<Page<MyQuestion>>(InteractionPaths.myQuestions, asQuery(query));
}

export const MY_QUESTIONS_KEY = ['interaction', 'mine'] as const;

export const myQuestionsQuery = (query: MyQuestionQuery) =>
  queryOptions({
    queryKey: [...MY_QUESTIONS_KEY, viewerKey(), query],
    queryFn: () => getMyQuestions(query),
    placeholderData: keepPreviousData,
  });

export function useMyQuestions(query: MyQuestionQuery, enabled: boolean) {
  return useQuery({ ...myQuestionsQuery(query), enabled });
}
