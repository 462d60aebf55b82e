/**
 * List kit — a whole list screen: filter panel over the list frame, wired to the URL state.
 *   const [state, update] = useListState(EXTRAS);
 *   const page = useOutcomePage(toApiQuery<OutcomeQuery>(state, shanghaiToday()));
 *   const rows = [...useAreaRows(state, update), priceRow(…), dateRow(…)];
 *   return (
 *     <ListPage state={state} update={update} rows={rows} page={page} keywordPlaceholder="…">
 *       {(records) => records.map((item) => <OutcomeCard key={item.id} item={item} />)}
 *     </ListPage>
 *   );
 * A new section adds its rows, its query hook and its card, not a copy of this frame.
 */
import type { Page } from '@portal/shared/api/index';
import type { MarketSortValue } from '@portal/shared/api/market';
import { type ReactNode, useDeferredValue } from 'react';
import { type ListPatch, type ListState, SORT_KEYS } from '../../lib/list-filters.ts';
import { FilterPanel, type FilterRowSpec } from './filter-panel.tsx';
import { ListFrame } from './list-frame.tsx';

/** The parts of a TanStack list query the frame reads. */
export interface ListPageQuery<T> {
  data: Page<T> | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
}

interface ListPageProps<T> {
  state: ListState;
  update: (patch: ListPatch) => void;
  rows: readonly FilterRowSpec[];
  page: ListPageQuery<T>;
  keywordPlaceholder: string;
  pageSize?: number;
  /** The sorts offered (default all four; a list without prices leaves those out): the same
   * ones its useListState reads. */
  sorts?: readonly MarketSortValue[];
  sortLabels?: Partial<Record<MarketSortValue, string>>;
  /** Extra buttons at the right of the toolbar (发布需求…). */
  extra?: ReactNode;
  children: (records: T[]) => ReactNode;
}

export function ListPage<T>({
  state,
  update,
  rows,
  page,
  keywordPlaceholder,
  pageSize,
  sorts = SORT_KEYS,
  sortLabels,
  extra,
  children,
}: ListPageProps<T>) {
  // A query's answer arrives as a synchronous update; rendering the cards from a deferred copy
  // makes that render a transition, done in slices that yield to the browser, instead of one
  // long task on a slow phone (issue 27, Total Blocking Time). The frame and the cards read the
  // same copy, so pending, empty and the records always agree.
  const shown = useDeferredValue(page);
  const records = shown.data?.records ?? [];
  return (
    <>
      <FilterPanel rows={rows} />
      <ListFrame
        keyword={state.keyword}
        keywordPlaceholder={keywordPlaceholder}
        onKeyword={(keyword) => update({ keyword })}
        sort={state.sort}
        sorts={sorts}
        sortLabels={sortLabels}
        onSort={(sort) => update({ sort })}
        total={shown.data?.total}
        totalCapped={shown.data?.totalCapped}
        pageNum={state.pageNum}
        pageSize={pageSize}
        onPage={(pageNum) => update({ pageNum })}
        pending={shown.isPending}
        fetching={shown.isPlaceholderData}
        empty={records.length === 0}
        extra={extra}
      >
        {children(records)}
      </ListFrame>
    </>
  );
}
