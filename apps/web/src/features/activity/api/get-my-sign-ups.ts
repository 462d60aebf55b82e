import { api } from '@portal/client/request';
import { HomePaths, type MySignUp, type Page, type PageQuery } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/action/sign/list (member): activity sign-ups. */
export function getMySignUps(query: PageQuery): Promise<Page<MySignUp>> {
  return api.get<Page<MySignUp>>(HomePaths.mySignUps, asQuery(query));
}

export const mySignUpsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['activity', 'mySignUps', viewerKey(), query],
    queryFn: () => getMySignUps(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMySignUps(query: PageQuery, enabled = true) {
  return useQuery({ ...mySignUpsQuery(query), enabled });
}
