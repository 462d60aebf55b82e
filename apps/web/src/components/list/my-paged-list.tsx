/**
 * List kit — a member list over one paged query hook: the page number from the URL, the hook
 * called with it and MY_PAGE_SIZE, rows keyed by their id.
 *   <MyPagedList title="我的需求" testId="my-need-list" useRecords={useMyNeeds} renderRow={…}
 *     emptyText="暂无发布的需求" emptyAction={{ label: '发布技术需求', to: getHref('PublishRequirement') }} />
 */
import type { Page } from '@portal/shared/api/index';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { MY_PAGE_SIZE, MyList, usePageParam } from './my-list.tsx';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

type MyListProps<T> = ComponentProps<typeof MyList<T>>;

type MyPagedListProps<T> = Omit<MyListProps<T>, 'query' | 'pageNum' | 'onPage' | 'rowKey'> & {
  useRecords: (paging: Paging) => UseQueryResult<Page<T>>;
};

export function MyPagedList<T extends { id: number }>({
  useRecords,
  ...list
}: MyPagedListProps<T>) {
  const [pageNum, setPage] = usePageParam();
  const query = useRecords({ pageNum, pageSize: MY_PAGE_SIZE });
  return (
    <MyList {...list} query={query} pageNum={pageNum} onPage={setPage} rowKey={(row) => row.id} />
  );
}
