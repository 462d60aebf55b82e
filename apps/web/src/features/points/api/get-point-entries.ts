import { type Page, type PageQuery, type PointEntry, PointsPaths } from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/points/page (member): the points ledger, newest first. */
export const usePointEntries = listReadHook<PageQuery, Page<PointEntry>>(
  PointsPaths.page,
  ['points', 'page'],
  { perViewer: true },
);
