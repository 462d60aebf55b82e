import type { BidItem, MyBidRecord } from '@portal/shared/api/index';
import { formatWan } from '@portal/shared/format';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { MyTabbedList, myListKind } from '../../components/list/my-list-tab.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useMyBidFocus } from '../../features/bidding/api/get-my-bid-focus.ts';
import { useMyBidRecords } from '../../features/bidding/api/get-my-bid-records.ts';
import {
  AuctionStatusTag,
  BidStatusTag,
} from '../../features/bidding/components/auction-status.tsx';

function BidRow({ bid }: { bid: MyBidRecord }) {
  return (
    <RowCard
      testId="my-bid-row"
      side={
        <>
          {/* The bid's own word: 领先 / 已被超越 while the auction runs. */}
          <BidStatusTag status={bid.status} label={bid.statusName} />
        </>
      }
    >
      <ItemLink to="MyCompetitiveInfo" id={bid.bidId} className="mk-card__title">
        {bid.title}
      </ItemLink>
      <div className="mk-card__meta">
        <span>我的出价 {formatWan(bid.amount)}</span>
        <span>当前价 {formatWan(bid.currentPrice)}</span>
        <span>出价时间 {bid.bidTime}</span>
        <span>结束 {bid.endTime}</span>
        <span data-testid="auction-status-of-bid">
          项目 <AuctionStatusTag status={bid.auctionStatus} />
        </span>
      </div>
    </RowCard>
  );
}

function FocusRow({ item }: { item: BidItem }) {
  return (
    <RowCard testId="my-focus-row" side={<AuctionStatusTag status={item.auctionStatus} />}>
      <ItemLink to="MyCompetitiveInfo" id={item.id} className="mk-card__title">
        {item.title}
      </ItemLink>
      <div className="mk-card__meta">
        <span>{item.orgName}</span>
        <span>当前价 {formatWan(item.currentPrice)}</span>
        <span>出价 {item.bidCount} 次</span>
        <span>结束 {item.endTime}</span>
      </div>
    </RowCard>
  );
}

const TO_HALL = { label: '进入竞价大厅', to: getHref('Competitive') };

const KINDS = [
  myListKind({ value: 'bids', label: '我的出价' }, useMyBidRecords, {
    renderRow: (bid) => <BidRow bid={bid} />,
    emptyText: '暂无出价记录',
    emptyAction: TO_HALL,
  }),
  myListKind({ value: 'focus', label: '我的关注' }, useMyBidFocus, {
    renderRow: (item) => <FocusRow item={item} />,
    emptyText: '暂无关注的竞价项目',
    emptyAction: TO_HALL,
  }),
] as const;

/** /UserInfo/MyCompetitive: the member's bids and followed auctions (`tab` in the URL). */
export function Component() {
  return (
    <MyTabbedList
      title="我的竞价"
      testId="my-competitive-list"
      tabTestId="competitive-tab"
      kinds={KINDS}
    />
  );
}
