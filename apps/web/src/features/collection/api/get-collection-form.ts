import { api } from '@portal/client/request';
import { type CollectionForm, CollectionPaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/collection/form?type=: the form's fields and rules, and the periods. */
export function getCollectionForm(type: number): Promise<CollectionForm> {
  return api.get<CollectionForm>(CollectionPaths.form, { type });
}

export const collectionFormQuery = (type: number) =>
  queryOptions({
    queryKey: ['collection', 'form', type],
    queryFn: () => getCollectionForm(type),
    enabled: type > 0,
    staleTime: 60_000,
  });

export function useCollectionForm(type: number) {
  return useQuery(collectionFormQuery(type));
}
