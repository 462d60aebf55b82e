import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ActivityListState,
  type ActivityPatch,
  patchActivityState,
  readActivityState,
  writeActivityState,
} from './activity-filters.ts';

/** The activity list's state read from and written to the URL query (DESIGN §6). */
export function useActivityListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readActivityState(params), [params]);
  const update = useCallback(
    // flushSync, as in lib/use-list-state.ts: a second filter clicked before the first's render
    // commits must see the first.
    (patch: ActivityPatch) =>
      setParams(writeActivityState(patchActivityState(state, patch)), { flushSync: true }),
    [state, setParams],
  );
  return [state, update] as const satisfies readonly [ActivityListState, unknown];
}
