import type { MyUndertake } from '@portal/shared/api/index';
import { UNDERTAKE_STATUSES } from '@portal/shared/enums/market-flow';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MyPagedList } from '../../components/list/my-paged-list.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useMyUndertakes } from '../../features/market/api/get-my-undertakes.ts';
import { UNDERTAKE_COLORS } from '../../features/need/logic/my-need.ts';

function UndertakeRow({ item }: { item: MyUndertake }) {
  return (
    <RowCard
      testId="my-undertake-row"
      side={<StatusTag table={UNDERTAKE_STATUSES} status={item.status} colors={UNDERTAKE_COLORS} />}
    >
      <ItemLink to="MyUndertakeDetail" id={item.id} className="mk-card__title">
        {item.goodsName}
      </ItemLink>
      <div className="mk-card__meta">
        <span>承接单位 {item.companyName}</span>
        <span>需求截止 {item.deadlineTime}</span>
        <span>提交于 {item.createdAt}</span>
        <ItemLink to="RequirementDetail" id={item.needId}>
          查看需求
        </ItemLink>
      </div>
      <p className="mk-card__summary">{item.content}</p>
    </RowCard>
  );
}

/** /UserInfo/MyUndertake: the needs the member offered to take on, with their status. */
export function Component() {
  return (
    <MyPagedList
      title="我的承接"
      testId="my-undertake-list"
      useRecords={useMyUndertakes}
      renderRow={(item) => <UndertakeRow item={item} />}
      emptyText="暂无承接记录"
      emptyAction={{ label: '浏览技术需求', to: getHref('Requirement') }}
    />
  );
}
