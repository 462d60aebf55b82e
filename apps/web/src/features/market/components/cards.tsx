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
import { StatusSeal } from '../../../components/common/status-seal.tsx';
import { IconMeta, ListCard } from '../../../components/list/list-card.tsx';
import { formatPrice } from '../../../lib/price.ts';
import { CollectButton } from '../../collect/index.ts';

export function OutcomeCard({
  item,
  detail = 'OutcomeDetail',
}: {
  item: OutcomeItem;
  detail?: RouteName;
}) {
  return (
    <ListCard
      to={detail}
      id={item.id}
      title={item.goodsName}
      testId="outcome-card"
      titleTestId="outcome-title"
      cover={
        item.coverImg ? (
          <img src={item.coverImg} alt="" loading="lazy" width={200} height={140} />
        ) : (
          <span className="mk-card__cover-text">{item.parentTechArea}</span>
        )
      }
      category={item.techArea}
      tags={
        <>
          {item.maturityName && <Tag>{item.maturityName}</Tag>}
          {item.cooperationName && <Tag>{item.cooperationName}</Tag>}
        </>
      }
      meta={
        <>
          <span>{item.orgName}</span>
          <IconMeta icon={<EnvironmentOutlined />}>{item.regionName}</IconMeta>
          <span>{item.publishDate}</span>
          <IconMeta icon={<EyeOutlined />}>{item.viewCount}</IconMeta>
        </>
      }
      side={
        <>
          <StatusSeal
            done={Boolean(item.tradeStatus)}
            label={labelOf(TRADE_STATUSES, item.tradeStatus ? 1 : 0)}
          />
          <span className="mk-card__price">{formatPrice(item.price)}</span>
          <CollectButton kind="tech" id={item.id} isCollect={item.isCollect} compact />
        </>
      }
    >
      <p className="mk-card__summary">{item.summary}</p>
    </ListCard>
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
    <ListCard
      to={detail}
      id={item.id}
      title={item.goodsName}
      testId="need-card"
      titleTestId="need-title"
      row
      category={item.needTypeName}
      tags={
        <>
          <Tag>{item.giveTypeName}</Tag>
          {item.techArea && <Tag>{item.techArea}</Tag>}
          {item.isMine && <Tag color="gold">我发布的</Tag>}
        </>
      }
      meta={
        <>
          {item.companyName && <span>{item.companyName}</span>}
          {item.regionName && <IconMeta icon={<EnvironmentOutlined />}>{item.regionName}</IconMeta>}
          <span>发布 {item.publishDate}</span>
          <span>
            <ClockCircleOutlined /> 截止 {item.deadlineTime}
          </span>
          <span>承接 {item.undertakeCount}</span>
        </>
      }
      side={
        <>
          <span
            className={item.isOpen ? 'pt-seal-open' : 'mk-card__closed'}
            data-testid="need-state"
          >
            {needStateLabel(item)}
          </span>
          {/* The tech-need form asks no budget: a need without one shows no price line. */}
          {item.budget !== null && (
            <span className="mk-card__price">{formatPrice(item.budget)}</span>
          )}
          <CollectButton kind="need" id={item.id} isCollect={item.isCollect} compact />
        </>
      }
    >
      <p className="mk-card__summary">{item.summary}</p>
    </ListCard>
  );
}

export function RewardCard({ item }: { item: RewardItem }) {
  return (
    <ListCard
      to="RewardDetail"
      id={item.id}
      title={item.rewardName}
      testId="reward-card"
      titleTestId="reward-title"
      row
      category={item.techArea}
      tags={<Tag>{item.parentTechArea}</Tag>}
      meta={
        <>
          <span>{item.publisher}</span>
          <IconMeta icon={<EnvironmentOutlined />}>{item.regionName}</IconMeta>
          <span>
            <ClockCircleOutlined /> 截止 {item.deadline}
          </span>
          <span>{item.participantCount} 家参与</span>
        </>
      }
      side={
        <>
          <StatusSeal
            done={Boolean(item.unveilStatus)}
            label={labelOf(UNVEIL_STATUSES, item.unveilStatus ? 1 : 0)}
          />
          <span className="mk-card__price mk-card__price--reward">
            悬赏 {formatPrice(item.amount)}
          </span>
          <CollectButton kind="reward" id={item.id} isCollect={item.isCollect} compact />
        </>
      }
    >
      <p className="mk-card__summary">{item.summary}</p>
    </ListCard>
  );
}

export function DealRow({ item }: { item: DealItem }) {
  return (
    <ListCard
      to="DealDetail"
      id={item.id}
      title={item.title}
      testId="deal-card"
      titleTestId="deal-title"
      row
      category={item.dealTypeName}
      tags={<Tag>{item.techArea}</Tag>}
      meta={
        <>
          <span>转让方 {item.transferor}</span>
          <span>受让方 {item.transferee}</span>
          <IconMeta icon={<EnvironmentOutlined />}>{item.regionName}</IconMeta>
          <span>成交日期 {item.dealDate}</span>
        </>
      }
      side={
        <>
          <StatusSeal done label={TRADE_STATUSES[1]} />
          <span className="mk-card__price">{formatPrice(item.amount)}</span>
          <CollectButton kind="deal" id={item.id} isCollect={item.isCollect} compact />
        </>
      }
    />
  );
}
