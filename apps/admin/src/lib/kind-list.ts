import type { Page } from '@portal/shared/api/index';
import { api } from './api.ts';
import { useListQuery } from './list-query.ts';
import { usePagedTable } from './paged-table.ts';

/** The list's kind in the URL, or `fallback` when it names none of `kinds`. */
function kindOf<K extends string>(value: string, kinds: Record<K, string>, fallback: K): K {
  return value in kinds ? (value as K) : fallback;
}

interface KindListOptions<K extends string> {
  kinds: Record<K, string>;
  /** The kind shown when the URL names none. */
  fallback: K;
  /** The status shown when the URL names none. */
  defaultStatus: string;
  /** The API path the kind is appended to. */
  path: string;
  /** The cache key's name, e.g. 'applications'. */
  name: string;
}

/**
 * A console list of several kinds (`${path}${kind}`): its kind, status and keyword in the URL,
 * and the page they select, as PagedTable's props.
 */
export function useKindList<K extends string, T>(options: KindListOptions<K>) {
  const list = useListQuery(['kind', 'status', 'keyword'] as const);
  const { filters, update } = list;
  const kind = kindOf<K>(filters.kind, options.kinds, options.fallback);
  const status = filters.status || options.defaultStatus;
  const path = `${options.path}${kind}`;
  const table = usePagedTable(list, [options.name, kind], () =>
    api.get<Page<T>>(path, {
      pageNum: list.query.pageNum,
      pageSize: list.query.pageSize,
      status,
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
    }),
  );
  return { kind, status, keyword: filters.keyword, path, update, table };
}

export type KindList<K extends string> = Omit<ReturnType<typeof useKindList<K, never>>, 'table'>;
