import { ClockCircleOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { labelOf } from '@portal/shared/enums/label';
import { UNVEIL_STATUSES } from '@portal/shared/enums/market-status';
import { Descriptions, Tag } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { StatusSeal } from '../../components/common/status-seal.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailHead, ViewCount } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../components/detail/related.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { CollectButton } from '../../features/collect/components/collect-button.tsx';
import { useRewardDetail } from '../../features/market/api/get-reward-detail.ts';
import { RewardRanking } from '../../features/market/components/reward-ranking.tsx';
import { formatPrice } from '../../lib/price.ts';

/** 悬赏详情 (/RewardDetail): the bounty, 我要揭榜, the ranking, collect. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useRewardDetail}
      notFoundTitle="该悬赏不存在或已下架"
      back={{ to: 'Reward', label: '浏览技术悬赏' }}
      testId="reward-detail"
    >
      {(reward) => (
        <>
          <DetailHead
            title={reward.rewardName}
            after={
              <StatusSeal
                done={Boolean(reward.unveilStatus)}
                label={labelOf(UNVEIL_STATUSES, reward.unveilStatus ? 1 : 0)}
                size={64}
              />
            }
            actions={
              <>
                {reward.isOpen && (
                  <LinkButton
                    type="primary"
                    to={getHref('ParticipateBounty', { query: { id: reward.id } })}
                    data-testid="participate-link"
                  >
                    {reward.isParticipated ? '已揭榜（查看）' : '我要揭榜'}
                  </LinkButton>
                )}
                <CollectButton kind="reward" id={reward.id} isCollect={reward.isCollect} />
                <ViewCount count={reward.viewCount} />
              </>
            }
          >
            <Tag color="blue">
              {reward.parentTechArea} / {reward.techArea}
            </Tag>
            <Descriptions column={3} size="small" style={{ marginTop: 12 }}>
              <Descriptions.Item label="悬赏金额">
                <span className="mk-price-big">{formatPrice(reward.amount)}</span>
              </Descriptions.Item>
              <Descriptions.Item label="发榜单位">{reward.publisher}</Descriptions.Item>
              <Descriptions.Item label="所在地区">
                <EnvironmentOutlined /> {reward.regionName}
              </Descriptions.Item>
              <Descriptions.Item label="发布日期">{reward.publishDate}</Descriptions.Item>
              <Descriptions.Item label="截止日期">
                <ClockCircleOutlined /> {reward.deadline}
              </Descriptions.Item>
              <Descriptions.Item label="揭榜单位">
                <TeamOutlined /> {reward.participantCount} 家
              </Descriptions.Item>
            </Descriptions>
          </DetailHead>
          <div className="mk-two-cols">
            <DetailSection title="悬赏内容">
              <p className="pt-page-subtitle">{reward.summary}</p>
              <RichText html={reward.detail} />
            </DetailSection>
            <DetailSection title="联系方式">
              <p>联系人：{reward.linkman || '—'}</p>
              <p>联系电话：{reward.linkphone || '—'}</p>
            </DetailSection>
          </div>
          <RewardRanking rewardId={reward.id} />
          <RelatedList
            title="相关悬赏"
            to="RewardDetail"
            items={reward.related.map((item) => ({
              id: item.id,
              title: item.rewardName,
              note: `悬赏 ${formatPrice(item.amount)} · 截止 ${item.deadline}`,
            }))}
          />
        </>
      )}
    </DetailScreen>
  );
}
