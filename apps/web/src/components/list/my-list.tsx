/**
 * List kit — the member centre's list (/UserInfo/*): title, total, optional filter row,
 * skeleton while loading, an empty state with a way out, pager. The page number lives in the
 * URL (`pageNum`), next to whatever filters the screen keeps there.
 */
import type { Page } from '@portal/shared/api/index';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../common/link-button.tsx';
import { NoData } from '../common/no-data.tsx';
import { SkeletonLines } from '../common/skeleton.tsx';
import './list.css';

export const MY_PAGE_SIZE = 10;

/** pageNum from the URL (1 when absent or bad) and a setter that keeps the other params. */
export function usePageParam(): [number, (pageNum: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('pageNum'));
  const pageNum = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next > 1) out.set('pageNum', String(next));
      else out.delete('pageNum');
      return out;
    });
  return [pageNum, setPage];
}

interface MyListProps<T> {
  title: string;
  testId: string;
  query: UseQueryResult<Page<T>>;
  pageNum: number;
  onPage: (pageNum: number) => void;
  rowKey: (row: T) => string | number;
  renderRow: (row: T) => ReactNode;
  emptyText: string;
  /** Where a member with nothing here can go next. */
  emptyAction?: { label: string; to: string };
  /** A filter row under the title (kind tabs…). */
  filters?: ReactNode;
}

export function MyList<T>(props: MyListProps<T>) {
  const { query } = props;
  const records = query.data?.records ?? [];
  const total = query.data?.total ?? 0;
  return (
    <section className="mk-list pt-card my-list" data-testid={props.testId}>
      <div className="mk-list__bar">
        <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
          {props.title}
        </h1>
        <span className="mk-list__total" data-testid="list-total">
          共 <b>{query.data?.total ?? '—'}</b> 条
        </span>
      </div>
      {props.filters}
      <div className={`mk-list__body${query.isFetching && !query.isPending ? ' is-fetching' : ''}`}>
        {query.isPending ? (
          <SkeletonLines count={6} height={20} gap={30} />
        ) : records.length === 0 ? (
          <div data-testid="my-list-empty">
            <NoData height={200} description={props.emptyText} />
            {props.emptyAction && (
              <div style={{ textAlign: 'center' }}>
                <LinkButton type="primary" to={props.emptyAction.to}>
                  {props.emptyAction.label}
                </LinkButton>
              </div>
            )}
          </div>
        ) : (
          records.map((row) => <div key={props.rowKey(row)}>{props.renderRow(row)}</div>)
        )}
      </div>
      {total > MY_PAGE_SIZE && (
        <Pagination
          className="mk-list__pager"
          current={props.pageNum}
          pageSize={MY_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={props.onPage}
        />
      )}
    </section>
  );
}
