import { api } from '@portal/client/request';
import { type ActionDetail, HomePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** POST /client/api/action/detail {id}: counts a view, 404 for an unknown id. */
export function getActionDetail(id: number): Promise<ActionDetail> {
  return api.post<ActionDetail>(HomePaths.actionDetail, { id });
}

export const actionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['activity', 'detail', viewerKey(), id],
    queryFn: () => getActionDetail(id),
    enabled: id > 0,
    // Read again on every visit: the collect button and a sign-up elsewhere change isCollect
    // and isSigned (the view is counted once per viewer by the server anyway).
    staleTime: 0,
  });

export function useActionDetail(id: number) {
  return useQuery(actionDetailQuery(id));
}
