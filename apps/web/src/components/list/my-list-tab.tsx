/**
 * List kit — a member list with two or more kinds (我的出价/我的关注…) behind a Segmented
 * filter row. The kind lives in ?tab; the first is the default and leaves the URL bare, and
 * switching drops the other params (a page number belongs to the kind it was in):
 *   const { tab, paging, list } = useMyListTab(TABS, 'competitive-tab');
 *   const bids = useMyBidRecords(paging, tab === 'bids');
 *   return <MyList {...list} query={bids} … />;
 */
import type { Page } from '@portal/shared/api/index';
import type { UseQueryResult } from '@tanstack/react-query';
import { Segmented } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MY_PAGE_SIZE, MyList, usePageParam } from './my-list.tsx';
import type { Paging } from './my-paged-list.tsx';
import './list.css';

export interface ListTab<V extends string> {
  value: V;
  label: string;
}

/**
 * The current kind, the page to ask for, and MyList's paging and filter-row props (`list`).
 */
export function useMyListTab<V extends string>(
  tabs: readonly [ListTab<V>, ...ListTab<V>[]],
  testId: string,
) {
  const [params, setParams] = useSearchParams();
  const [pageNum, setPage] = usePageParam();
  const fallback = tabs[0].value;
  const tab = tabs.find((t) => t.value === params.get('tab'))?.value ?? fallback;
  const filters = (
    <div className="my-list__filters">
      <Segmented
        value={tab}
        options={tabs.map(({ value, label }) => ({ value, label }))}
        onChange={(value) => setParams(value === fallback ? {} : { tab: value })}
        data-testid={testId}
      />
    </div>
  );
  const paging = { pageNum, pageSize: MY_PAGE_SIZE };
  return { tab, paging, list: { pageNum, onPage: setPage, filters } };
}

type ListFrame = ReturnType<typeof useMyListTab>['list'] & { title: string; testId: string };

/** One kind of a MyTabbedList; its `List` reads only its own records (made by myListKind). */
export interface MyListKind<V extends string> extends ListTab<V> {
  List: (props: { paging: Paging; frame: ListFrame }) => ReactNode;
}

type KindView<T> = Pick<
  ComponentProps<typeof MyList<T>>,
  'renderRow' | 'emptyText' | 'emptyAction'
>;

/** A kind of a tabbed member list: its tab, its paged records hook and how its rows show. */
export function myListKind<V extends string, T extends { id: number }>(
  tab: ListTab<V>,
  useRecords: (paging: Paging) => UseQueryResult<Page<T>>,
  view: KindView<T>,
): MyListKind<V> {
  function KindList({ paging, frame }: { paging: Paging; frame: ListFrame }) {
    const query = useRecords(paging);
    return <MyList {...frame} {...view} query={query} rowKey={(row) => row.id} />;
  }
  return { ...tab, List: KindList };
}

/**
 * A member list of two or more kinds (useMyListTab) where each kind is its own paged list:
 * only the shown kind's records are asked for.
 */
export function MyTabbedList<V extends string>({
  title,
  testId,
  tabTestId,
  kinds,
}: {
  title: string;
  testId: string;
  tabTestId: string;
  kinds: readonly [MyListKind<V>, ...MyListKind<V>[]];
}) {
  const { tab, paging, list } = useMyListTab(kinds, tabTestId);
  const kind = kinds.find((k) => k.value === tab) ?? kinds[0];
  return <kind.List key={tab} paging={paging} frame={{ ...list, title, testId }} />;
}
