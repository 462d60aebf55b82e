import { EyeOutlined, StarOutlined } from '@ant-design/icons';
import type { BidItem } from '@portal/shared/api/market';
import { formatWan } from '@portal/shared/format';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { AuctionCountdown, AuctionStatusTag } from './auction-status.tsx';
import './bidding.css';

export function BidCard({
  item,
  answeredAt,
  onZero,
}: {
  item: BidItem;
  answeredAt: number;
  onZero: () => void;
}) {
  return (
    <article className="bd-card" data-testid="bid-card">
      <ItemLink to="CompetitiveDetail" id={item.id} className="bd-card__cover">
        {item.coverImg ? (
          <img src={item.coverImg} alt="" loading="lazy" />
        ) : (
          <span>{item.techArea}</span>
        )}
        <AuctionStatusTag status={item.auctionStatus} />
      </ItemLink>
      <div className="bd-card__body">
        <ItemLink to="CompetitiveDetail" id={item.id} className="bd-card__title" testId="bid-title">
          {item.title}
        </ItemLink>
        <div className="bd-card__price">
          <span>
            当前价 <b>{formatWan(item.currentPrice)}</b>
          </span>
          <span>{item.bidCount} 次出价</span>
        </div>
        <div className="bd-card__price">
          <span>起拍 {formatWan(item.startPrice)}</span>
          <span>加价 {formatWan(item.stepPrice)}</span>
        </div>
        <div className="bd-card__price">
          <AuctionCountdown
            status={item.auctionStatus}
            countdownMs={item.countdownMs}
            answeredAt={answeredAt}
            onZero={onZero}
          />
          {item.auctionStatus !== 1 && item.auctionStatus !== 2 && (
            <span>结束于 {item.endTime}</span>
          )}
          <span>
            <EyeOutlined /> {item.viewCount} <StarOutlined /> {item.focusCount}
          </span>
        </div>
      </div>
    </article>
  );
}
