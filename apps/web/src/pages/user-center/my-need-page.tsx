import type { MyNeed } from '@portal/shared/api/index';
import { PUBLISH_STATUSES } from '@portal/shared/enums/market-status';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MyPagedList } from '../../components/list/my-paged-list.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useMyNeeds } from '../../features/need/api/get-my-needs.ts';
import { PUBLISH_COLORS } from '../../features/need/logic/my-need.ts';

function NeedRow({ need }: { need: MyNeed }) {
  return (
    <RowCard
      testId="my-need-row"
      side={<StatusTag table={PUBLISH_STATUSES} status={need.status} colors={PUBLISH_COLORS} />}
    >
      <ItemLink to="MyNeedDetail" id={need.id} className="mk-card__title">
        {need.goodsName}
      </ItemLink>
      <div className="mk-card__meta">
        <span>{need.needTypeName}</span>
        <span>{need.giveTypeName}</span>
        <span>截止 {need.deadlineTime}</span>
        <span>收到承接 {need.undertakeCount}</span>
      </div>
      <div className="mk-card__meta">
        <span>提交于 {need.createdAt}</span>
        {need.status === 1 && (
          <ItemLink to="RequirementDetail" id={need.id}>
            查看公开页
          </ItemLink>
        )}
      </div>
    </RowCard>
  );
}

/** /UserInfo/MyNeed: the needs the member published with their review status. */
export function Component() {
  return (
    <MyPagedList
      title="我的需求"
      testId="my-need-list"
      useRecords={useMyNeeds}
      renderRow={(need) => <NeedRow need={need} />}
      emptyText="暂无发布的需求"
      emptyAction={{ label: '发布技术需求', to: getHref('PublishRequirement') }}
    />
  );
}
