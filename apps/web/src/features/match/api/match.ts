import { api } from '@portal/client/request';
import {
  type Envelope,
  type MatchAnswer,
  type MatchFeedbackBody,
  MatchPaths,
} from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** What a match list is about: a need, an outcome, or a question from the AI panel. */
export type MatchSubject =
  | { source: 'need'; id: number }
  | { source: 'outcome'; id: number }
  | { source: 'ask'; text: string };

function fetchMatches(subject: MatchSubject): Promise<MatchAnswer> {
  if (subject.source === 'ask') return api.get<MatchAnswer>(MatchPaths.ask, { text: subject.text });
  const path = subject.source === 'need' ? MatchPaths.forNeed : MatchPaths.forOutcome;
  return api.get<MatchAnswer>(path, { id: subject.id });
}

export const matchQuery = (subject: MatchSubject) =>
  queryOptions({
    queryKey: ['match', viewerKey(), subject],
    queryFn: () => fetchMatches(subject),
    staleTime: 30_000,
  });

export function useMatches(subject: MatchSubject, enabled = true) {
  return useQuery({ ...matchQuery(subject), enabled });
}

/** POST 有用 / 不相关 on one match (member, once). */
export function sendMatchFeedback(body: MatchFeedbackBody): Promise<Envelope<unknown>> {
  return api.postEnvelope(MatchPaths.feedback, body);
}
