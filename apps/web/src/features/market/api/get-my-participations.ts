import { api } from '@portal/client/request';
import {
  MarketPaths,
  type MyParticipation,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/reward/participate/list (member): bounty participations with rank. */
export function getMyParticipations(query: PageQuery): Promise<Page<MyParticipation>> {
  return api.get<Page<MyParticipation>>(MarketPaths.myParticipations, asQuery(query));
}

export const myParticipationsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ['market', 'myParticipations', viewerKey(), query],
    queryFn: () => getMyParticipations(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyParticipations(query: PageQuery) {
  return useQuery(myParticipationsQuery(query));
}
