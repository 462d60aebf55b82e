/**
 * List kit — URL state. `const [state, update] = useListState({ open: 'bool', tradeStatus: 'int' })`
 * reads pageNum, keyword, sort, field, region, price, date and the list's own extras from the
 * query; `update({ keyword })` writes them back (any change but the page goes to page 1), and
 * `toApiQuery(state, shanghaiToday())` turns the state into the contract's list query.
 */

import type { MarketSortValue } from '@portal/shared/api/market';
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
export function useListState(
  extras: ExtraSpec = {},
  /** The list's sorts (default SORT_KEYS), a module constant like `extras`. */
  options: { sorts?: readonly MarketSortValue[] } = {},
) {
  const [params, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: extras and options are module constants
  const state = useMemo(() => readListState(params, extras, options.sorts), [params]);
  // flushSync: a navigation otherwise renders in a transition, and a second filter clicked before
  // that render commits would be patched onto the old state, dropping the first (seen on a
  // loaded machine: 申报中 then 省级 left only 省级).
  const update = useCallback(
    (patch: ListPatch) =>
      setParams(writeListState(patchListState(state, patch)), { flushSync: true }),
    [state, setParams],
  );
  return [state, update] as const satisfies readonly [ListState, unknown];
}

/** `setExtra(update)('open')` → the onChange of the list's own filter `open`. */
export const setExtra =
  (update: (patch: ListPatch) => void) => (key: string) => (value: number | boolean | undefined) =>
    update({ extras: { [key]: value } });

/** Today as yyyy-MM-dd in Asia/Shanghai (the server's calendar). */
export function shanghaiToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/** `setText(update)('issuer')` → the onChange of the list's own text filter `issuer`. */
export const setText =
  (update: (patch: ListPatch) => void) => (key: string) => (value: string | undefined) =>
    update({ texts: { [key]: value } });
