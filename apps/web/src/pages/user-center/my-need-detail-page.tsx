import { UNDERTAKE_STATUSES } from '@portal/shared/enums/market-flow';
import { PUBLISH_STATUSES } from '@portal/shared/enums/market-status';
import { Button, Descriptions, Popconfirm } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { NoData } from '../../components/common/no-data.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { MyRecordHead } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { MatchSection } from '../../features/match/components/match-section.tsx';
import { closeMyNeed } from '../../features/need/api/close-my-need.ts';
import { useMyNeedDetail } from '../../features/need/api/get-my-need-detail.ts';
import {
  canCloseNeed,
  PUBLISH_COLORS,
  UNDERTAKE_COLORS,
} from '../../features/need/logic/my-need.ts';
import { useMarketAction } from './use-market-action.ts';

/** /UserInfo/MyNeed/detail?id=: the member's own need, the undertakings it received, 下架. */
export function Component() {
  const close = useMarketAction(closeMyNeed);
  return (
    <DetailScreen
      useRecord={useMyNeedDetail}
      notFoundTitle="需求不存在"
      back={{ to: 'MyNeed', label: '返回我的需求' }}
      testId="my-need-detail"
    >
      {(need) => (
        <>
          <MyRecordHead
            title={need.goodsName}
            state={
              <>
                审核状态：
                <StatusTag table={PUBLISH_STATUSES} status={need.status} colors={PUBLISH_COLORS} />
              </>
            }
            actions={
              <>
                {canCloseNeed(need.status) && (
                  <Popconfirm
                    title={need.status === 0 ? '确定撤回该需求吗？' : '确定下架该需求吗？'}
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => close.mutate(need.id)}
                  >
                    <Button danger loading={close.isPending} data-testid="close-need">
                      {need.status === 0 ? '撤回需求' : '下架需求'}
                    </Button>
                  </Popconfirm>
                )}
                {need.status === 1 && (
                  <LinkButton to={getHref('RequirementDetail', { query: { id: need.id } })}>
                    查看公开页
                  </LinkButton>
                )}
                <LinkButton to={getHref('MyNeed')}>返回我的需求</LinkButton>
              </>
            }
          >
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
              <Descriptions.Item label="需求类别">{need.needTypeName}</Descriptions.Item>
              <Descriptions.Item label="转让方式">{need.giveTypeName}</Descriptions.Item>
              <Descriptions.Item label="截止时间">{need.deadlineTime}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{need.createdAt}</Descriptions.Item>
              <Descriptions.Item label="需求描述" span={2}>
                {need.goodsDesc || '—'}
              </Descriptions.Item>
            </Descriptions>
          </MyRecordHead>
          <DetailSection title={`收到的承接（${need.undertakeCount}）`}>
            {need.undertakings.length === 0 ? (
              <NoData height={120} description="暂未收到承接" />
            ) : (
              need.undertakings.map((u) => (
                <RowCard
                  key={u.id}
                  testId="received-undertaking"
                  side={
                    <StatusTag
                      table={UNDERTAKE_STATUSES}
                      status={u.status}
                      colors={UNDERTAKE_COLORS}
                    />
                  }
                >
                  <strong>{u.companyName}</strong>
                  <div className="mk-card__meta">
                    <span>联系人 {u.linkman}</span>
                    <span>电话 {u.linkphone}</span>
                    <span>提交于 {u.createdAt}</span>
                  </div>
                  <p className="mk-card__summary">{u.content}</p>
                </RowCard>
              ))
            )}
          </DetailSection>
          {/* Matches while 待审核 too: the owner may read them for their own need. */}
          {need.status <= 1 && <MatchSection source="need" id={need.id} />}
        </>
      )}
    </DetailScreen>
  );
}
