import { api } from '@portal/client/request';
import { type CollectionOverview, CollectionPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/api/collection/overview: forms, periods and (members) their own status. */
export function getCollectionOverview(): Promise<CollectionOverview> {
  return api.get<CollectionOverview>(CollectionPaths.overview);
}

export const collectionOverviewQuery = () =>
  queryOptions({
    queryKey: ['collection', 'overview', viewerKey()],
    queryFn: getCollectionOverview,
  });

export function useCollectionOverview() {
  return useQuery(collectionOverviewQuery());
}
