import type { Page } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';

interface ListState {
  /** The URL's paging and filters (useListQuery), part of the cache key. */
  query: { pageNum: number; pageSize: number };
  update: (next: { pageNum: number }) => void;
}

/**
 * One page of a console list, cached under ['admin', ...key, query], as PagedTable's props:
 * the page, its loading state, and page changes written to the URL.
 */
export function usePagedTable<T>(
  list: ListState,
  key: readonly unknown[],
  fetch: () => Promise<Page<T>>,
) {
  const { data, isFetching } = useQuery({
    queryKey: ['admin', ...key, list.query],
    queryFn: fetch,
  });
  return {
    page: data,
    loading: isFetching,
    paging: list.query,
    onPage: (pageNum: number) => list.update({ pageNum }),
  };
}
