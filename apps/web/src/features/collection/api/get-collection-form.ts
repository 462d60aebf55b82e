import { api } from '@portal/client/request';
import { type CollectionForm, CollectionPaths } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/collection/form?type=: the form's fields and rules, and the periods. */
export function getCollectionForm(type: number): Promise<CollectionForm> {
  return api.get<CollectionForm>(CollectionPaths.form, { type });
}

export const collectionFormQuery = detailQuery(['collection', 'form'], getCollectionForm, 60_000);

export function useCollectionForm(type: number) {
  return useQuery(collectionFormQuery(type));
}
