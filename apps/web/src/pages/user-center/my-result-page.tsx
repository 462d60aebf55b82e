import type { MyOutcome } from '@portal/shared/api/index';
import { PUBLISH_STATUSES, TRADE_STATUSES } from '@portal/shared/enums/market-status';
import { formatWan } from '@portal/shared/format';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { useMyOutcomes } from '../../features/market/api/get-my-outcomes.ts';
import { PUBLISH_COLORS } from '../../features/need/logic/my-need.ts';

function OutcomeRow({ item }: { item: MyOutcome }) {
  return (
    <article className="mk-card mk-card--row" data-testid="my-result-row">
      <div className="mk-card__body">
        <ItemLink to="MyResultInfo" id={item.id} className="mk-card__title">
          {item.goodsName}
        </ItemLink>
        <div className="mk-card__meta">
          <span>价格 {item.price ? formatWan(item.price) : '面议'}</span>
          <span>{TRADE_STATUSES[item.tradeStatus === 1 ? 1 : 0]}</span>
          <span>发布日期 {item.publishDate}</span>
        </div>
      </div>
      <div className="mk-card__side">
        <StatusTag table={PUBLISH_STATUSES} status={item.status} colors={PUBLISH_COLORS} />
      </div>
    </article>
  );
}

/**
 * /UserInfo/MyResult: outcomes the member published. Outcomes carry their member, but the portal
 * has no member publishing form yet, so most members see the empty state and a way to the market.
 */
export function Component() {
  const [pageNum, setPage] = usePageParam();
  const query = useMyOutcomes({ pageNum, pageSize: MY_PAGE_SIZE });
  return (
    <MyList
      title="我的成果"
      testId="my-result-list"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      rowKey={(item) => item.id}
      renderRow={(item) => <OutcomeRow item={item} />}
      emptyText="暂无发布的成果"
      emptyAction={{ label: '浏览技术成果', to: getHref('Outcome') }}
    />
  );
}
