import { UNDERTAKE_STATUSES, UNDERTAKE_WITHDRAWABLE } from '@portal/shared/enums/market-flow';
import { PUBLISH_STATUSES } from '@portal/shared/enums/market-status';
import { Button, Descriptions, Popconfirm } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { MyRecordHead } from '../../components/detail/detail-head.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { useMyUndertakeDetail } from '../../features/market/api/get-my-undertake-detail.ts';
import { withdrawUndertake } from '../../features/market/api/withdraw-undertake.ts';
import { PUBLISH_COLORS, UNDERTAKE_COLORS } from '../../features/need/logic/my-need.ts';
import { useMarketAction } from './use-market-action.ts';

/** /UserInfo/MyUndertake/detail?id=: one of the member's undertakings; 撤回 while 待对接. */
export function Component() {
  const withdraw = useMarketAction(withdrawUndertake);
  return (
    <DetailScreen
      useRecord={useMyUndertakeDetail}
      notFoundTitle="承接记录不存在"
      back={{ to: 'MyUndertake', label: '返回我的承接' }}
      testId="my-undertake-detail"
    >
      {(item) => (
        <>
          <MyRecordHead
            title={item.goodsName}
            state={
              <>
                承接状态：
                <StatusTag
                  table={UNDERTAKE_STATUSES}
                  status={item.status}
                  colors={UNDERTAKE_COLORS}
                />
              </>
            }
          >
            <div className="mk-detail__actions">
              {item.status === UNDERTAKE_WITHDRAWABLE && (
                <Popconfirm
                  title="确定撤回该承接吗？"
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => withdraw.mutate(item.id)}
                >
                  <Button danger loading={withdraw.isPending} data-testid="withdraw-undertake">
                    撤回承接
                  </Button>
                </Popconfirm>
              )}
              {item.needStatus === 1 && (
                <LinkButton to={getHref('RequirementDetail', { query: { id: item.needId } })}>
                  查看需求
                </LinkButton>
              )}
              <LinkButton to={getHref('MyUndertake')}>返回我的承接</LinkButton>
            </div>
          </MyRecordHead>
          <DetailSection title="承接信息">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
              <Descriptions.Item label="承接单位">{item.companyName}</Descriptions.Item>
              <Descriptions.Item label="联系人">{item.linkman}</Descriptions.Item>
              <Descriptions.Item label="联系电话">{item.linkphone}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{item.createdAt}</Descriptions.Item>
              <Descriptions.Item label="最近更新">{item.updatedAt}</Descriptions.Item>
              <Descriptions.Item label="承接方案" span={2}>
                {item.content}
              </Descriptions.Item>
            </Descriptions>
          </DetailSection>
          <DetailSection title="需求信息">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
              <Descriptions.Item label="需求状态">
                <StatusTag
                  table={PUBLISH_STATUSES}
                  status={item.needStatus}
                  colors={PUBLISH_COLORS}
                  testId="need-status"
                />
              </Descriptions.Item>
              <Descriptions.Item label="截止时间">{item.deadlineTime}</Descriptions.Item>
              <Descriptions.Item label="需求方">{item.needCompanyName || '—'}</Descriptions.Item>
              <Descriptions.Item label="需求描述" span={2}>
                {item.needDesc || '—'}
              </Descriptions.Item>
            </Descriptions>
          </DetailSection>
        </>
      )}
    </DetailScreen>
  );
}
