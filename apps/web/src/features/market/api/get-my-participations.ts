import {
  MarketPaths,
  type MyParticipation,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/mine/reward/participate/list (member): bounty participations with rank. */
export const getMyParticipations = getWithQuery<PageQuery, Page<MyParticipation>>(
  MarketPaths.myParticipations,
);

export const myParticipationsQuery = listQuery(
  ['market', 'myParticipations'],
  getMyParticipations,
  { perViewer: true, staleTime: 0 },
);

export function useMyParticipations(query: PageQuery) {
  return useQuery(myParticipationsQuery(query));
}
