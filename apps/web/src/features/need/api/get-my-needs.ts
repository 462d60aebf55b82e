import { HomePaths, type MyNeed, type Page, type PageQuery } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/need/list (member): the needs the member published, newest first. */
export const useMyNeeds = listReadHook<PageQuery, Page<MyNeed>>(
  HomePaths.myNeeds,
  ['market', 'myNeeds'],
  {
    perViewer: true,
    staleTime: 0,
  },
);
