import { api } from '@portal/client/request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from './viewer-key.ts';

interface ListQueryRecipe {
  /** The answer differs per member (isCollect, isFocus, mine): the viewer is part of the key. */
  perViewer?: boolean;
  /** Left out, the query client's default applies. */
  staleTime?: number;
}

/**
 * A list or page read: the previous page stays on screen while the next one loads.
 * The key is `[...key, viewerKey()?, query]`.
 */
export function listQuery<Q, T>(
  key: readonly unknown[],
  fetch: (query: Q) => Promise<T>,
  { perViewer = false, staleTime }: ListQueryRecipe = {},
) {
  return (query: Q) =>
    queryOptions({
      queryKey: perViewer ? [...key, viewerKey(), query] : [...key, query],
      queryFn: () => fetch(query),
      placeholderData: keepPreviousData,
      ...(staleTime === undefined ? {} : { staleTime }),
    });
}

/** A read of one record by its id (or type): asked for only once that is known (> 0). */
export function detailQuery<T>(
  key: readonly unknown[],
  fetch: (id: number) => Promise<T>,
  staleTime: number,
) {
  return (id: number) =>
    queryOptions({
      queryKey: [...key, id],
      queryFn: () => fetch(id),
      enabled: id > 0,
      staleTime,
    });
}

/** A GET that sends the contract's query object as the query string. */
export function getWithQuery<Q extends object, T>(path: string): (query: Q) => Promise<T> {
  return (query) => api.get<T>(path, asQuery(query));
}

/**
 * The hook of a list GET: the contract's query goes out as the query string (getWithQuery),
 * cached as listQuery does; asked for only while `enabled`.
 */
export function listReadHook<Q extends object, T>(
  path: string,
  key: readonly unknown[],
  recipe?: ListQueryRecipe,
) {
  const query = listQuery(key, getWithQuery<Q, T>(path), recipe);
  return function useListRead(q: Q, enabled = true) {
    return useQuery({ ...query(q), enabled });
  };
}
