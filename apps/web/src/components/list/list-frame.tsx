/**
 * List kit — the frame under the filter panel: keyword + sort bar, total, skeleton, no-data,
 * pager. Most screens want `ListPage` (list-page.tsx), which wires this to the URL state;
 * use the frame alone for a list whose state is not a market list's.
 */
import { SearchOutlined } from '@ant-design/icons';
import type { MarketSortValue } from '@portal/shared/api/market';
import { MARKET_SORTS } from '@portal/shared/enums/market-flow';
import { Input, Pagination } from 'antd';
import type { ReactNode } from 'react';
import { LIST_PAGE_SIZE } from '../../lib/list-filters.ts';
import { NoData } from '../common/no-data.tsx';
import { SkeletonLines } from '../common/skeleton.tsx';
import './list.css';

interface ListFrameProps {
  keyword: string;
  keywordPlaceholder: string;
  onKeyword: (keyword: string) => void;
  sort?: MarketSortValue;
  sorts?: readonly MarketSortValue[];
  onSort?: (sort: MarketSortValue) => void;
  /** Names that differ from MARKET_SORTS (a case's amount is not a price). */
  sortLabels?: Partial<Record<MarketSortValue, string>>;
  total: number | undefined;
  /** The server counted no further than `total`: shown as 10000+ 条. */
  totalCapped?: boolean | undefined;
  pageNum: number;
  onPage: (pageNum: number) => void;
  pending: boolean;
  fetching?: boolean;
  empty: boolean;
  children: ReactNode;
  /** Extra buttons at the right of the toolbar (发布需求…). */
  extra?: ReactNode;
  pageSize?: number;
}

/**
 * The body of every market list (DESIGN §6): keyword and sort bar, skeleton while loading,
 * the no-data placeholder when empty, pagination — all of it driven by the URL state.
 */
export function ListFrame(props: ListFrameProps) {
  const pageSize = props.pageSize ?? LIST_PAGE_SIZE;
  return (
    <section className="mk-list pt-card" data-testid="market-list">
      <div className="mk-list__bar">
        <Input.Search
          key={props.keyword}
          defaultValue={props.keyword}
          placeholder={props.keywordPlaceholder}
          allowClear
          enterButton={<SearchOutlined />}
          maxLength={50}
          onSearch={(value) => props.onKeyword(value.trim())}
          style={{ width: 360 }}
          data-testid="list-keyword"
        />
        {props.sorts && props.onSort && (
          <div className="mk-list__sorts" role="tablist" aria-label="排序">
            {props.sorts.map((sort) => (
              <button
                type="button"
                role="tab"
                key={sort}
                aria-selected={props.sort === sort}
                className={`mk-list__sort${props.sort === sort ? ' is-active' : ''}`}
                onClick={() => props.onSort?.(sort)}
              >
                {props.sortLabels?.[sort] ?? MARKET_SORTS[sort]}
              </button>
            ))}
          </div>
        )}
        <span className="mk-list__total" data-testid="list-total">
          共{' '}
          <b>
            {props.total ?? '—'}
            {props.totalCapped ? '+' : ''}
          </b>{' '}
          条
        </span>
        {props.extra}
      </div>
      <div className={`mk-list__body${props.fetching ? ' is-fetching' : ''}`}>
        {props.pending ? (
          <div className="mk-list__skeleton">
            <SkeletonLines count={8} height={20} gap={34} />
          </div>
        ) : props.empty ? (
          <NoData height={320} />
        ) : (
          props.children
        )}
      </div>
      {!props.pending && !props.empty && (props.total ?? 0) > pageSize && (
        <Pagination
          className="mk-list__pager"
          current={props.pageNum}
          pageSize={pageSize}
          total={props.total}
          showSizeChanger={false}
          onChange={props.onPage}
          data-testid="list-pager"
        />
      )}
    </section>
  );
}
