import { ClockCircleOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { needStateLabel } from '@portal/shared/enums/market-status';
import { Alert, Descriptions, Space, Tag } from 'antd';
import { getHref } from '../../app/paths.ts';
import type { RouteName } from '../../app/routes.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { ViewCount } from '../../components/detail/detail-head.tsx';
import { DetailSection, DetailTitle } from '../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../components/detail/related.tsx';
import { CollectButton } from '../../features/collect/components/collect-button.tsx';
import { useNeedDetail } from '../../features/market/api/get-need-detail.ts';
import { MatchSection } from '../../features/match/components/match-section.tsx';
import { formatPrice } from '../../lib/price.ts';
import { ContactSection } from './contact-section.tsx';

/** 需求详情 (/RequirementDetail, /NeedDetail): the need, 我要承接, collect. */
export function NeedDetailScreen({ self, back }: { self: RouteName; back: RouteName }) {
  return (
    <DetailScreen
      useRecord={useNeedDetail}
      notFoundTitle="该需求不存在或已下架"
      back={{ to: back, label: '浏览技术需求' }}
      testId="need-detail"
    >
      {(need) => (
        <>
          <section className="mk-detail pt-card">
            <DetailTitle>{need.goodsName}</DetailTitle>
            <Space wrap style={{ marginBottom: 12 }}>
              <Tag color="blue">{need.needTypeName}</Tag>
              <Tag>{need.giveTypeName}</Tag>
              {need.techArea && <Tag>{need.techArea}</Tag>}
              {need.tags
                .filter((tag) => tag.id !== need.needType && tag.id !== need.giveType)
                .map((tag) => (
                  <Tag key={tag.id}>{tag.tagName}</Tag>
                ))}
              <Tag color={need.isOpen ? 'green' : 'orange'} data-testid="need-status">
                {needStateLabel(need)}
              </Tag>
            </Space>
            {need.status === 0 && (
              <Alert
                type="info"
                showIcon
                message="该需求正在审核中，审核通过后对所有访客公开。"
                style={{ marginBottom: 12 }}
              />
            )}
            <Descriptions column={3} size="small">
              {need.budget !== null && (
                <Descriptions.Item label="需求预算">
                  <span className="mk-price-big">{formatPrice(need.budget)}</span>
                </Descriptions.Item>
              )}
              <Descriptions.Item label="需求单位">{need.companyName || '—'}</Descriptions.Item>
              <Descriptions.Item label="所在地区">
                <EnvironmentOutlined /> {need.regionName || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="发布日期">{need.publishDate}</Descriptions.Item>
              <Descriptions.Item label="截止日期">
                <ClockCircleOutlined /> {need.deadlineTime}
              </Descriptions.Item>
              <Descriptions.Item label="承接数">{need.undertakeCount}</Descriptions.Item>
            </Descriptions>
            <div className="mk-detail__actions">
              {need.isOpen && !need.isMine && (
                <LinkButton
                  type="primary"
                  to={getHref('Undertake', { query: { id: need.id } })}
                  data-testid="undertake-link"
                >
                  {need.isUndertaken ? '已承接（查看）' : '我要承接'}
                </LinkButton>
              )}
              <CollectButton kind="need" id={need.id} isCollect={need.isCollect} />
              <ViewCount count={need.viewCount} />
            </div>
          </section>
          <DetailSection title="需求描述">
            <p className="mk-rich" style={{ whiteSpace: 'pre-wrap' }}>
              {need.goodsDesc || need.summary || '暂无描述'}
            </p>
          </DetailSection>
          <ContactSection targetType="need" record={need} />
          <MatchSection source="need" id={need.id} />
          <RelatedList
            title="相关需求"
            to={self}
            items={need.related.map((item) => ({
              id: item.id,
              title: item.goodsName,
              note: `截止 ${item.deadlineTime}`,
            }))}
          />
        </>
      )}
    </DetailScreen>
  );
}

export function Component() {
  return <NeedDetailScreen self="RequirementDetail" back="Requirement" />;
}
