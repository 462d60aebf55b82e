import { formatWan } from '@portal/shared/format';
import { Alert, Descriptions, Table } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { DetailGate, useIdParam } from '../../components/detail/detail-gate.tsx';
import { MyRecordHead } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { useBidDetail } from '../../features/bidding/api/get-bid-detail.ts';
import { useMyBidRecords } from '../../features/bidding/api/get-my-bid-records.ts';
import {
  AuctionStatusTag,
  BidStatusTag,
} from '../../features/bidding/components/auction-status.tsx';

/** /UserInfo/MyCompetitive/info?id=<auction>: the auction's status and the member's bids on it. */
export function Component() {
  const id = useIdParam();
  const query = useBidDetail(id);
  const mine = useMyBidRecords({ pageNum: 1, pageSize: 100, bidId: id }, id > 0);
  const bids = mine.data?.records ?? [];
  return (
    <DetailGate
      id={id}
      query={query}
      notFoundTitle="竞价项目不存在"
      back={{ to: 'MyCompetitive', label: '返回我的竞价' }}
      testId="my-competitive-info"
    >
      {(auction) => (
        <>
          <MyRecordHead
            title={auction.title}
            state={
              <>
                竞价状态：
                <AuctionStatusTag status={auction.auctionStatus} />
              </>
            }
            actions={
              <>
                <LinkButton
                  type="primary"
                  to={getHref('CompetitiveDetail', { query: { id: auction.id } })}
                >
                  查看竞价详情
                </LinkButton>
                <LinkButton to={getHref('MyCompetitive')}>返回我的竞价</LinkButton>
              </>
            }
          >
            {auction.isLeading && (
              <Alert
                type="success"
                showIcon
                message="您当前是最高出价者"
                style={{ marginBottom: 12 }}
              />
            )}
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
              <Descriptions.Item label="起拍价">{formatWan(auction.startPrice)}</Descriptions.Item>
              <Descriptions.Item label="当前价">
                {formatWan(auction.currentPrice)}
              </Descriptions.Item>
              <Descriptions.Item label="加价幅度">{formatWan(auction.stepPrice)}</Descriptions.Item>
              <Descriptions.Item label="出价次数">{auction.bidCount}</Descriptions.Item>
              <Descriptions.Item label="开始时间">{auction.startTime}</Descriptions.Item>
              <Descriptions.Item label="结束时间">{auction.endTime}</Descriptions.Item>
            </Descriptions>
          </MyRecordHead>
          <DetailSection title="我的出价">
            <Table
              rowKey="id"
              size="small"
              loading={mine.isPending}
              dataSource={bids}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: '您尚未对该项目出价' }}
              columns={[
                { title: '出价', dataIndex: 'amount', render: (v: number) => formatWan(v) },
                { title: '出价时间', dataIndex: 'bidTime' },
                {
                  title: '状态',
                  dataIndex: 'status',
                  render: (s: number, r) => <BidStatusTag status={s} label={r.statusName} />,
                },
              ]}
            />
          </DetailSection>
        </>
      )}
    </DetailGate>
  );
}
