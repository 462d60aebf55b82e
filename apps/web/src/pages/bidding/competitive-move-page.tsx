import type { Page } from '@portal/shared/api/index';
import type { BidItem, MyBidRecord } from '@portal/shared/api/market';
import { formatWan } from '@portal/shared/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TablePaginationConfig, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { useMyBidFocus } from '../../features/bidding/api/get-my-bid-focus.ts';
import { useMyBidRecords } from '../../features/bidding/api/get-my-bid-records.ts';
import {
  AuctionStatusTag,
  BidStatusTag,
} from '../../features/bidding/components/auction-status.tsx';

const PAGE = 10;

const wanColumn = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  render: (v: number) => formatWan(v),
});

/** The auction's title, linking to its detail (`idOf` picks the auction's id from the row). */
const projectColumn = <T,>(idOf: (row: T) => number) => ({
  title: '竞价项目',
  dataIndex: 'title',
  render: (t: string, r: T) => (
    <ItemLink to="CompetitiveDetail" id={idOf(r)}>
      {t}
    </ItemLink>
  ),
});

const auctionStatusColumn = {
  title: '竞价状态',
  dataIndex: 'auctionStatus',
  render: (s: number) => <AuctionStatusTag status={s} />,
};

/** 参与竞价 (/CompetitiveMove): the member's bids and followed auctions; tab and page in the URL. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'focus' ? 'focus' : 'bids';
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const bids = useMyBidRecords({ pageNum, pageSize: PAGE }, tab === 'bids');
  const focus = useMyBidFocus({ pageNum, pageSize: PAGE }, tab === 'focus');
  const go = (next: { tab?: string; pageNum?: number }) => {
    const search = new URLSearchParams();
    const t = next.tab ?? tab;
    if (t !== 'bids') search.set('tab', t);
    if ((next.pageNum ?? 1) > 1) search.set('pageNum', String(next.pageNum));
    setParams(search);
  };
  const paging = (total: number | undefined): TablePaginationConfig | false =>
    (total ?? 0) > PAGE
      ? { current: pageNum, pageSize: PAGE, total, onChange: (p: number) => go({ pageNum: p }) }
      : false;
  /** A tab's table props from its paged query: rows, loading, empty text, pager. */
  const tableOf = <T,>(query: UseQueryResult<Page<T>>, emptyText: string) => ({
    rowKey: 'id',
    loading: query.isPending,
    dataSource: query.data?.records ?? [],
    locale: { emptyText },
    pagination: paging(query.data?.total),
  });
  return (
    <section className="mk-list pt-card" data-testid="competitive-move">
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ tab: key, pageNum: 1 })}
        items={[
          {
            key: 'bids',
            label: '我的出价',
            children: (
              <Table<MyBidRecord>
                {...tableOf(bids, '暂无出价记录')}
                columns={[
                  projectColumn<MyBidRecord>((r) => r.bidId),
                  wanColumn('我的出价', 'amount'),
                  wanColumn('当前价', 'currentPrice'),
                  { title: '出价时间', dataIndex: 'bidTime' },
                  auctionStatusColumn,
                  {
                    title: '出价状态',
                    dataIndex: 'status',
                    render: (s: number, r) => (
                      <>
                        <BidStatusTag status={s} label={r.statusName} />
                        {s === 3 && (
                          <Link
                            to={getHref('FinancialSettlement', { query: { auctionId: r.bidId } })}
                            data-testid="settle-won"
                          >
                            去结算
                          </Link>
                        )}
                      </>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'focus',
            label: '我的关注',
            children: (
              <Table<BidItem>
                {...tableOf(focus, '暂无关注的竞价')}
                columns={[
                  projectColumn<BidItem>((r) => r.id),
                  wanColumn('当前价', 'currentPrice'),
                  { title: '出价次数', dataIndex: 'bidCount' },
                  { title: '结束时间', dataIndex: 'endTime' },
                  auctionStatusColumn,
                ]}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
