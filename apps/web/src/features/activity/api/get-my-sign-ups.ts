import { HomePaths, type MySignUp, type Page, type PageQuery } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/action/sign/list (member): activity sign-ups. */
export const getMySignUps = getWithQuery<PageQuery, Page<MySignUp>>(HomePaths.mySignUps);

export const mySignUpsQuery = listQuery(['activity', 'mySignUps'], getMySignUps, {
  perViewer: true,
  staleTime: 0,
});

export function useMySignUps(query: PageQuery, enabled = true) {
  return useQuery({ ...mySignUpsQuery(query), enabled });
}
