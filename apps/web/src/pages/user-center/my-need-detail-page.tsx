import { UNDERTAKE_STATUSES } from '@portal/shared/enums/market-flow';
import { PUBLISH_STATUSES } from '@portal/shared/enums/market-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, message, Popconfirm } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { NoData } from '../../components/common/no-data.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { DetailGate, useIdParam } from '../../components/detail/detail-gate.tsx';
import { DetailSection, DetailTitle } from '../../components/detail/detail-parts.tsx';
import { MatchSection } from '../../features/match/components/match-section.tsx';
import { closeMyNeed } from '../../features/need/api/close-my-need.ts';
import { useMyNeedDetail } from '../../features/need/api/get-my-need-detail.ts';
import {
  canCloseNeed,
  PUBLISH_COLORS,
  UNDERTAKE_COLORS,
} from '../../features/need/logic/my-need.ts';

/** /UserInfo/MyNeed/detail?id=: the member's own need, the undertakings it received, 下架. */
export function Component() {
  const id = useIdParam();
  const query = useMyNeedDetail(id);
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: closeMyNeed,
    onSuccess: (answer) => {
      void message.success(answer.msg);
      void queryClient.invalidateQueries({ queryKey: ['market'] });
    },
  });
  return (
    <DetailGate
      id={id}
      query={query}
      notFoundTitle="需求不存在"
      back="MyNeed"
      backLabel="返回我的需求"
    >
      {(need) => (
        <div data-testid="my-need-detail">
          <section className="mk-detail pt-card">
            <DetailTitle>{need.goodsName}</DetailTitle>
            <p>
              审核状态：
              <StatusTag table={PUBLISH_STATUSES} status={need.status} colors={PUBLISH_COLORS} />
            </p>
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
              <Descriptions.Item label="需求类别">{need.needTypeName}</Descriptions.Item>
              <Descriptions.Item label="转让方式">{need.giveTypeName}</Descriptions.Item>
              <Descriptions.Item label="截止时间">{need.deadlineTime}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{need.createdAt}</Descriptions.Item>
              <Descriptions.Item label="需求描述" span={2}>
                {need.goodsDesc || '—'}
              </Descriptions.Item>
            </Descriptions>
            <div className="mk-detail__actions" style={{ marginTop: 16 }}>
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
            </div>
          </section>
          <DetailSection title={`收到的承接（${need.undertakeCount}）`}>
            {need.undertakings.length === 0 ? (
              <NoData height={120} description="暂未收到承接" />
            ) : (
              need.undertakings.map((u) => (
                <article
                  className="mk-card mk-card--row"
                  key={u.id}
                  data-testid="received-undertaking"
                >
                  <div className="mk-card__body">
                    <strong>{u.companyName}</strong>
                    <div className="mk-card__meta">
                      <span>联系人 {u.linkman}</span>
                      <span>电话 {u.linkphone}</span>
                      <span>提交于 {u.createdAt}</span>
                    </div>
                    <p className="mk-card__summary">{u.content}</p>
                  </div>
                  <div className="mk-card__side">
                    <StatusTag
                      table={UNDERTAKE_STATUSES}
                      status={u.status}
                      colors={UNDERTAKE_COLORS}
                    />
                  </div>
                </article>
              ))
            )}
          </DetailSection>
          {/* Matches while 待审核 too: the owner may read them for their own need. */}
          {need.status <= 1 && <MatchSection source="need" id={need.id} />}
        </div>
      )}
    </DetailGate>
  );
}
