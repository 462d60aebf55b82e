/**
 * List kit — a member list with two or more kinds (我的出价/我的关注…) behind a Segmented
 * filter row. The kind lives in ?tab; the first is the default and leaves the URL bare, and
 * switching drops the other params (a page number belongs to the kind it was in):
 *   const { tab, paging, list } = useMyListTab(TABS, 'competitive-tab');
 *   const bids = useMyBidRecords(paging, tab === 'bids');
 *   return <MyList {...list} query={bids} … />;
 */
import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { MY_PAGE_SIZE, usePageParam } from './my-list.tsx';
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
        options={[...tabs]}
        onChange={(value) => setParams(value === fallback ? {} : { tab: value })}
        data-testid={testId}
      />
    </div>
  );
  const paging = { pageNum, pageSize: MY_PAGE_SIZE };
  return { tab, paging, list: { pageNum, onPage: setPage, filters } };
}
