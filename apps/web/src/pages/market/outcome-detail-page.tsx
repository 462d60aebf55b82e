import { EnvironmentOutlined, HeartOutlined } from '@ant-design/icons';
import type { OutcomeDetail } from '@portal/shared/api/market';
import { labelOf } from '@portal/shared/enums/label';
import { OWNER_TYPES, TRADE_STATUSES } from '@portal/shared/enums/market-status';
import { Descriptions, Space, Tag } from 'antd';
import { lazy } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import type { RouteName } from '../../app/routes.ts';
import { LazyWhenVisible } from '../../components/common/lazy-when-visible.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { StatusSeal } from '../../components/common/status-seal.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { CollectButton } from '../../features/collect/components/collect-button.tsx';
import { ContactButton } from '../../features/contact/index.ts';
import { useOutcomeDetail } from '../../features/market/api/get-outcome-detail.ts';
import { formatPrice } from '../../lib/price.ts';
import '../../components/list/list.css';
import { DetailActions, DetailHead, ViewCount } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { loadChunk } from '../../lib/chunk.ts';

// The introduction's sanitiser, the contact, matches and related outcomes: after the first paint.
const OutcomeBelowFold = lazy(() => loadChunk(() => import('./outcome-detail-below.tsx')));

/** Holds the introduction's place (a typical one's height) until the block renders. */
function BelowFoldPlaceholder() {
  return (
    <DetailSection title="成果介绍">
      <SkeletonLines count={8} />
    </DetailSection>
  );
}

/**
 * OutcomeDetail — the standard presentation: the card facts beside the cover, price and trade
 * seal, collect; then (outcome-detail-below.tsx, once the head has painted) the full
 * introduction, the contact, and outcomes of the same field.
 */
export function OutcomeStandard({ outcome, self }: { outcome: OutcomeDetail; self: RouteName }) {
  return (
    <div data-testid="outcome-detail">
      <DetailHead
        title={outcome.goodsName}
        before={
          <div className="mk-card__cover" style={{ flexBasis: 320, height: 220 }}>
            {outcome.coverImg ? (
              <img src={outcome.coverImg} alt={outcome.goodsName} width={320} height={220} />
            ) : (
              <span className="mk-card__cover-text">{outcome.parentTechArea}</span>
            )}
          </div>
        }
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <Tag color="blue">
            {outcome.parentTechArea} / {outcome.techArea}
          </Tag>
          {outcome.keywords.map((word) => (
            <Tag key={word}>{word}</Tag>
          ))}
        </Space>
        <Descriptions column={2} size="small">
          <Descriptions.Item label="参考价格">
            <span className="mk-price-big">{formatPrice(outcome.price)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="交易状态">
            <StatusSeal
              done={Boolean(outcome.tradeStatus)}
              label={labelOf(TRADE_STATUSES, outcome.tradeStatus ? 1 : 0)}
            />
          </Descriptions.Item>
          <Descriptions.Item label="成熟度">{outcome.maturityName || '—'}</Descriptions.Item>
          <Descriptions.Item label="合作方式">{outcome.cooperationName || '—'}</Descriptions.Item>
          <Descriptions.Item label="成果单位">{outcome.orgName}</Descriptions.Item>
          <Descriptions.Item label="单位类型">
            {labelOf(OWNER_TYPES, outcome.ownerType)}
          </Descriptions.Item>
          <Descriptions.Item label="所在地区">
            <EnvironmentOutlined /> {outcome.regionName}
          </Descriptions.Item>
          <Descriptions.Item label="发布日期">{outcome.publishDate}</Descriptions.Item>
        </Descriptions>
        <DetailActions>
          <ContactButton targetType="outcome" targetId={outcome.id} title={outcome.goodsName} />
          <CollectButton kind="tech" id={outcome.id} isCollect={outcome.isCollect} />
          <ViewCount count={outcome.viewCount} />
          <span>
            <HeartOutlined /> {outcome.collectCount} 收藏
          </span>
          <Link to={getHref('OutcomeDetails', { query: { id: outcome.id } })}>技术参数表</Link>
          <Link to={getHref('NewOutcomeDetail', { query: { id: outcome.id } })}>图文展示</Link>
        </DetailActions>
      </DetailHead>
      <LazyWhenVisible whenIdle fallback={<BelowFoldPlaceholder />}>
        <OutcomeBelowFold outcome={outcome} self={self} />
      </LazyWhenVisible>
    </div>
  );
}

export function OutcomeDetailScreen({ self }: { self: RouteName }) {
  return (
    <DetailScreen
      useRecord={useOutcomeDetail}
      notFoundTitle="该成果不存在或已下架"
      back={{ to: 'Outcome', label: '浏览科技成果' }}
    >
      {(outcome) => <OutcomeStandard outcome={outcome} self={self} />}
    </DetailScreen>
  );
}

export function Component() {
  return <OutcomeDetailScreen self="OutcomeDetail" />;
}
