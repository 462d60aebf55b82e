/**
 * List kit — a member list with two or more kinds (我的出价/我的关注…) behind a Segmented
 * filter row. The kind lives in ?tab; the first is the default and leaves the URL bare, and
 * switching drops the other params (a page number belongs to the kind it was in).
 */
import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import './list.css';

export interface ListTab<V extends string> {
  value: V;
  label: string;
}

/** The current kind and the filter row that switches it (MyList's `filters`). */
export function useMyListTab<V extends string>(
  tabs: readonly [ListTab<V>, ...ListTab<V>[]],
  testId: string,
): { tab: V; filters: ReactNode } {
  const [params, setParams] = useSearchParams();
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
  return { tab, filters };
}
