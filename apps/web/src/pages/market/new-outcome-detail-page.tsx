import { labelOf } from '@portal/shared/enums/label';
import { OWNER_TYPES, TRADE_STATUSES } from '@portal/shared/enums/market-status';
import { Anchor, Space, Tag, Timeline } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { StatusSeal } from '../../components/common/status-seal.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { CollectButton } from '../../features/collect/components/collect-button.tsx';
import { ContactButton, RevealContact } from '../../features/contact/index.ts';
import { useOutcomeDetail } from '../../features/market/api/get-outcome-detail.ts';
import { OutcomeCard } from '../../features/market/components/cards.tsx';
import { formatPrice } from '../../lib/price.ts';
import './new-outcome-detail.css';
import { DetailSection } from '../../components/detail/detail-parts.tsx';

/**
 * NewOutcomeDetail — the new-style page: a cover-led hero with the key figures, then sections
 * with an anchor rail (概述, 详细介绍, 交易动态 as a timeline, 合作联系, 推荐成果 as cards).
 */
export function Component() {
  return (
    <DetailScreen
      useRecord={useOutcomeDetail}
      notFoundTitle="该成果不存在或已下架"
      back={{ to: 'Outcome', label: '浏览科技成果' }}
      testId="new-outcome-detail"
    >
      {(outcome) => (
        <>
          <section
            className="nod-hero"
            style={outcome.coverImg ? { backgroundImage: `url(${outcome.coverImg})` } : undefined}
          >
            <div className="nod-hero__shade">
              <div className="nod-hero__crumbs">
                {outcome.parentTechArea} · {outcome.techArea}
              </div>
              <h1 className="nod-hero__title" data-testid="detail-title">
                {outcome.goodsName}
              </h1>
              <p className="nod-hero__summary">{outcome.summary}</p>
              <div className="nod-hero__figures">
                <div>
                  <b>{formatPrice(outcome.price)}</b>
                  <span>参考价格</span>
                </div>
                <div>
                  <b>{outcome.maturityName || '—'}</b>
                  <span>技术成熟度</span>
                </div>
                <div>
                  <b>{outcome.viewCount}</b>
                  <span>浏览</span>
                </div>
                <div>
                  <b>{outcome.collectCount}</b>
                  <span>收藏</span>
                </div>
              </div>
              <div className="nod-hero__actions">
                <ContactButton
                  targetType="outcome"
                  targetId={outcome.id}
                  title={outcome.goodsName}
                />
                <CollectButton kind="tech" id={outcome.id} isCollect={outcome.isCollect} />
                <StatusSeal
                  done={Boolean(outcome.tradeStatus)}
                  label={labelOf(TRADE_STATUSES, outcome.tradeStatus ? 1 : 0)}
                />
              </div>
            </div>
          </section>
          <div className="nod-body">
            <Anchor
              className="nod-rail"
              offsetTop={16}
              items={[
                { key: 'a', href: '#nod-overview', title: '成果概述' },
                { key: 'b', href: '#nod-detail', title: '详细介绍' },
                { key: 'c', href: '#nod-deals', title: '交易动态' },
                { key: 'd', href: '#nod-contact', title: '合作联系' },
                { key: 'e', href: '#nod-related', title: '推荐成果' },
              ]}
            />
            <div className="nod-main">
              <DetailSection title="成果概述" id="nod-overview">
                <p>
                  {outcome.orgName}（{labelOf(OWNER_TYPES, outcome.ownerType)}）·{' '}
                  {outcome.regionName} · {outcome.cooperationName} · 发布于 {outcome.publishDate}
                </p>
                {outcome.keywords.map((word) => (
                  <Tag key={word} color="blue">
                    {word}
                  </Tag>
                ))}
              </DetailSection>
              <DetailSection title="详细介绍" id="nod-detail">
                <RichText html={outcome.detail} />
              </DetailSection>
              <DetailSection title="交易动态" id="nod-deals">
                {outcome.deals.length === 0 ? (
                  <p className="pt-page-subtitle">该成果暂无成交记录，欢迎洽谈合作。</p>
                ) : (
                  <Timeline
                    items={outcome.deals.map((deal) => ({
                      key: deal.id,
                      children: (
                        <>
                          <b>{deal.dealDate}</b>{' '}
                          <ItemLink to="DealDetail" id={deal.id}>
                            {deal.title}
                          </ItemLink>{' '}
                          — {deal.transferee}，{formatPrice(deal.amount)}
                        </>
                      ),
                    }))}
                  />
                )}
              </DetailSection>
              <DetailSection title="合作联系" id="nod-contact">
                <RevealContact
                  targetType="outcome"
                  targetId={outcome.id}
                  linkman={outcome.linkman}
                  linkphone={outcome.linkphone}
                />
                <Space size="large">
                  <Link to={getHref('OutcomeDetails', { query: { id: outcome.id } })}>
                    查看技术参数表
                  </Link>
                </Space>
              </DetailSection>
              <DetailSection title="推荐成果" id="nod-related">
                {outcome.related.length === 0 ? (
                  <p className="pt-page-subtitle">暂无同领域成果</p>
                ) : (
                  outcome.related
                    .slice(0, 3)
                    .map((item) => (
                      <OutcomeCard key={item.id} item={item} detail="NewOutcomeDetail" />
                    ))
                )}
              </DetailSection>
            </div>
          </div>
        </>
      )}
    </DetailScreen>
  );
}
