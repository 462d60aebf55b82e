import {
  MarketPaths,
  type MyParticipation,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/mine/reward/participate/list (member): bounty participations with rank. */
export const useMyParticipations = listReadHook<PageQuery, Page<MyParticipation>>(
  MarketPaths.myParticipations,
  ['market', 'myParticipations'],
  { perViewer: true, staleTime: 0 },
);
