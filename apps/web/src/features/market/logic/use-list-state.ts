import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ExtraSpec,
  type ListPatch,
  type ListState,
  patchListState,
  readListState,
  writeListState,
} from './list-filters.ts';

/** The list state read from and written to the URL query (DESIGN §6). */
export function useListState(extras: ExtraSpec = {}) {
  const [params, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: extras are module constants
  const state = useMemo(() => readListState(params, extras), [params]);
  const update = useCallback(
    (patch: ListPatch) => setParams(writeListState(patchListState(state, patch))),
    [state, setParams],
  );
  return [state, update] as const satisfies readonly [ListState, unknown];
}

/** Today as yyyy-MM-dd in Asia/Shanghai (the server's calendar). */
export function shanghaiToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}
