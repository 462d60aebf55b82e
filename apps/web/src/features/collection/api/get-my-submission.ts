import { api } from '@portal/client/request';
import { CollectionPaths, type CollectionSubmission } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

interface Key {
  type: number;
  periodId: number;
}

/** GET /client/mine/collection/submission (member): own draft or submitted values, or null. */
export function getMySubmission(key: Key): Promise<CollectionSubmission | null> {
  return api.get<CollectionSubmission | null>(CollectionPaths.mine, { ...key });
}

export const mySubmissionQuery = (key: Key) =>
  queryOptions({
    queryKey: ['collection', 'mine', viewerKey(), key.type, key.periodId],
    queryFn: () => getMySubmission(key),
  });

export function useMySubmission(key: Key, enabled: boolean) {
  return useQuery({ ...mySubmissionQuery(key), enabled: enabled && key.periodId > 0 });
}
