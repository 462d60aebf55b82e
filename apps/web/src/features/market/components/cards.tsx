import { ClockCircleOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { DealItem, NeedItem, OutcomeItem, RewardItem } from '@portal/shared/api/market';
import { labelOf } from '@portal/shared/enums/label';
import {
  needStateLabel,
  TRADE_STATUSES,
  UNVEIL_STATUSES,
} from '@portal/shared/enums/market-status';
import { Tag } from 'antd';
import type { RouteName } from '../../../app/routes.ts';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { StatusSeal } from '../../../components/common/status-seal.tsx';
import { formatPrice } from '../../../lib/price.ts';
import { CollectButton } from '../../collect/index.ts';
import '../../../components/list/list.css';

export function OutcomeCard({
  item,
  detail = 'OutcomeDetail',
}: {
  item: OutcomeItem;
  detail?: RouteName;
}) {
  return (
    <article className="mk-card" data-testid="outcome-card">
      <ItemLink to={detail} id={item.id} className="mk-card__cover" decorative>
        {item.coverImg ? (
          <img src={item.coverImg} alt="" loading="lazy" width={200} height={140} />
        ) : (
          <span className="mk-card__cover-text">{item.parentTechArea}</span>
        )}
      </ItemLink>
      <div className="mk-card__body">
        <ItemLink to={detail} id={item.id} className="mk-card__title" testId="outcome-title">
          {item.goodsName}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.techArea}</Tag>
          {item.maturityName && <Tag>{item.maturityName}</Tag>}
          {item.cooperationName && <Tag>{item.cooperationName}</Tag>}
        </div>
        <p className="mk-card__summary">{item.summary}</p>
        <div className="mk-card__meta">
          <span>{item.orgName}</span>
          <span>
            <EnvironmentOutlined /> {item.regionName}
          </span>
          <span>{item.publishDate}</span>
          <span>
            <EyeOutlined /> {item.viewCount}
          </span>
        </div>
      </div>
      <div className="mk-card__side">
        <StatusSeal
          done={Boolean(item.tradeStatus)}
          label={labelOf(TRADE_STATUSES, item.tradeStatus ? 1 : 0)}
        />
        <span className="mk-card__price">{formatPrice(item.price)}</span>
        <CollectButton kind="tech" id={item.id} isCollect={item.isCollect} compact />
      </div>
    </article>
  );
}

export function NeedRow({
  item,
  detail = 'RequirementDetail',
}: {
  item: NeedItem;
  detail?: RouteName;
}) {
  return (
    <article className="mk-card mk-card--row" data-testid="need-card">
      <div className="mk-card__body">
        <ItemLink to={detail} id={item.id} className="mk-card__title" testId="need-title">
          {item.goodsName}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.needTypeName}</Tag>
          <Tag>{item.giveTypeName}</Tag>
          {item.techArea && <Tag>{item.techArea}</Tag>}
          {item.isMine && <Tag color="gold">我发布的</Tag>}
        </div>
        <p className="mk-card__summary">{item.summary}</p>
        <div className="mk-card__meta">
          {item.companyName && <span>{item.companyName}</span>}
          {item.regionName && (
            <span>
              <EnvironmentOutlined /> {item.regionName}
            </span>
          )}
          <span>发布 {item.publishDate}</span>
          <span>
            <ClockCircleOutlined /> 截止 {item.deadlineTime}
          </span>
          <span>承接 {item.undertakeCount}</span>
        </div>
      </div>
      <div className="mk-card__side">
        <span className={item.isOpen ? 'pt-seal-open' : 'mk-card__closed'} data-testid="need-state">
          {needStateLabel(item)}
        </span>
        {/* The tech-need form asks no budget: a need without one shows no price line. */}
        {item.budget !== null && <span className="mk-card__price">{formatPrice(item.budget)}</span>}
        <CollectButton kind="need" id={item.id} isCollect={item.isCollect} compact />
      </div>
    </article>
  );
}

export function RewardCard({ item }: { item: RewardItem }) {
  return (
    <article className="mk-card mk-card--row" data-testid="reward-card">
      <div className="mk-card__body">
        <ItemLink to="RewardDetail" id={item.id} className="mk-card__title" testId="reward-title">
          {item.rewardName}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.techArea}</Tag>
          <Tag>{item.parentTechArea}</Tag>
        </div>
        <p className="mk-card__summary">{item.summary}</p>
        <div className="mk-card__meta">
          <span>{item.publisher}</span>
          <span>
            <EnvironmentOutlined /> {item.regionName}
          </span>
          <span>
            <ClockCircleOutlined /> 截止 {item.deadline}
          </span>
          <span>{item.participantCount} 家参与</span>
        </div>
      </div>
      <div className="mk-card__side">
        <StatusSeal
          done={Boolean(item.unveilStatus)}
          label={labelOf(UNVEIL_STATUSES, item.unveilStatus ? 1 : 0)}
        />
        <span className="mk-card__price mk-card__price--reward">
          悬赏 {formatPrice(item.amount)}
        </span>
        <CollectButton kind="reward" id={item.id} isCollect={item.isCollect} compact />
      </div>
    </article>
  );
}

export function DealRow({ item }: { item: DealItem }) {
  return (
    <article className="mk-card mk-card--row" data-testid="deal-card">
      <div className="mk-card__body">
        <ItemLink to="DealDetail" id={item.id} className="mk-card__title" testId="deal-title">
          {item.title}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.dealTypeName}</Tag>
          <Tag>{item.techArea}</Tag>
        </div>
        <div className="mk-card__meta">
          <span>转让方 {item.transferor}</span>
          <span>受让方 {item.transferee}</span>
          <span>
            <EnvironmentOutlined /> {item.regionName}
          </span>
          <span>成交日期 {item.dealDate}</span>
        </div>
      </div>
      <div className="mk-card__side">
        <StatusSeal done label={TRADE_STATUSES[1]} />
        <span className="mk-card__price">{formatPrice(item.amount)}</span>
        <CollectButton kind="deal" id={item.id} isCollect={item.isCollect} compact />
      </div>
    </article>
  );
}
