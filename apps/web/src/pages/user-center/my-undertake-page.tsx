import type { MyUndertake } from '@portal/shared/api/index';
import { UNDERTAKE_STATUSES } from '@portal/shared/enums/market-flow';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { useMyUndertakes } from '../../features/market/api/get-my-undertakes.ts';
import { UNDERTAKE_COLORS } from '../../features/need/logic/my-need.ts';

function UndertakeRow({ item }: { item: MyUndertake }) {
  return (
    <article className="mk-card mk-card--row" data-testid="my-undertake-row">
      <div className="mk-card__body">
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
      </div>
      <div className="mk-card__side">
        <StatusTag table={UNDERTAKE_STATUSES} status={item.status} colors={UNDERTAKE_COLORS} />
      </div>
    </article>
  );
}

/** /UserInfo/MyUndertake: the needs the member offered to take on, with their status. */
export function Component() {
  const [pageNum, setPage] = usePageParam();
  const query = useMyUndertakes({ pageNum, pageSize: MY_PAGE_SIZE });
  return (
    <MyList
      title="我的承接"
      testId="my-undertake-list"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      rowKey={(item) => item.id}
      renderRow={(item) => <UndertakeRow item={item} />}
      emptyText="暂无承接记录"
      emptyAction={{ label: '浏览技术需求', to: getHref('Requirement') }}
    />
  );
}
