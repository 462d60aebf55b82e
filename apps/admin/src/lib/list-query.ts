import { useSearchParams } from 'react-router';

/** A list's paging and filters in the URL query (DESIGN §6): pageNum, pageSize and named fields. */
export function useListQuery<K extends string>(fields: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(params.get('pageSize')) || 10));
  const filters = Object.fromEntries(fields.map((f) => [f, params.get(f) ?? ''])) as Record<
    K,
    string
  >;
  const update = (next: Partial<Record<K | 'pageNum' | 'pageSize', string | number>>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === '' || value === undefined || value === null) merged.delete(key);
      else merged.set(key, String(value));
    }
    if (!('pageNum' in next)) merged.delete('pageNum');
    setParams(merged);
  };
  const query = { pageNum, pageSize, ...filters };
  return { query, pageNum, pageSize, filters, update };
}
