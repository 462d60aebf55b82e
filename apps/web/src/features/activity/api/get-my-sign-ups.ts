import { HomePaths, type MySignUp, type Page, type PageQuery } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/action/sign/list (member): activity sign-ups. */
export const useMySignUps = listReadHook<PageQuery, Page<MySignUp>>(
  HomePaths.mySignUps,
  ['activity', 'mySignUps'],
  { perViewer: true, staleTime: 0 },
);
