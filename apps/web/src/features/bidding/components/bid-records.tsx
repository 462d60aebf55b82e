import type { BidRecord } from '@portal/shared/api/market';
import { bidStatusName } from '@portal/shared/enums/member-status-words';
import { formatWan } from '@portal/shared/format';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useBidRecords } from '../api/get-bid-records.ts';
import { BidStatusTag } from './auction-status.tsx';

const PAGE = 10;

/** 出价记录: highest first, the member's own bids marked, every bid status labelled. */
export function BidRecords({ bidId, version }: { bidId: number; version: number }) {
  const [pageNum, setPageNum] = useState(1);
  const records = useBidRecords({ bidId, pageNum, pageSize: PAGE });
  // Highest first: page 1's first bid is the top one; later pages hold none.
  const top = pageNum === 1 ? (records.data?.records[0]?.amount ?? 0) : Number.POSITIVE_INFINITY;
  return (
    <section
      className="mk-detail__section pt-card"
      data-testid="bid-records"
      data-version={version}
    >
      <h2>出价记录（{records.data?.total ?? 0}）</h2>
      <Table<BidRecord>
        rowKey="id"
        size="middle"
        loading={records.isPending}
        dataSource={records.data?.records ?? []}
        locale={{ emptyText: '暂无出价' }}
        pagination={
          (records.data?.total ?? 0) > PAGE
            ? { current: pageNum, pageSize: PAGE, total: records.data?.total, onChange: setPageNum }
            : false
        }
        columns={[
          {
            title: '竞买人',
            dataIndex: 'bidderName',
            render: (name: string, row) => (
              <>
                {name} {row.isMine && <Tag color="gold">我</Tag>}
              </>
            ),
          },
          {
            title: '出价',
            dataIndex: 'amount',
            render: (amount: number) => <b>{formatWan(amount)}</b>,
          },
          { title: '出价时间', dataIndex: 'bidTime' },
          {
            title: '状态',
            dataIndex: 'status',
            // While the auction runs the top bid is 领先 and every other 已被超越.
            render: (status: number, row) => (
              <BidStatusTag status={status} label={bidStatusName(status, row.amount, top)} />
            ),
          },
        ]}
      />
    </section>
  );
}
