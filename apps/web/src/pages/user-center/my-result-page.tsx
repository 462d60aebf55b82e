import { useSession } from '@portal/client/session';
import type { MyOutcome } from '@portal/shared/api/index';
import { PUBLISH_STATUSES, TRADE_STATUSES } from '@portal/shared/enums/market-status';
import { formatWan } from '@portal/shared/format';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MyList } from '../../components/list/my-list.tsx';
import { useMyListTab } from '../../components/list/my-list-tab.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useMyEvaluationRequests } from '../../features/evaluation/api/my-evaluation-requests.ts';
import { RequestRow } from '../../features/evaluation/components/my-requests.tsx';
import { useMyOutcomes } from '../../features/market/api/get-my-outcomes.ts';
import { PUBLISH_COLORS } from '../../features/need/logic/my-need.ts';

function OutcomeRow({ item }: { item: MyOutcome }) {
  return (
    <RowCard
      testId="my-result-row"
      side={<StatusTag table={PUBLISH_STATUSES} status={item.status} colors={PUBLISH_COLORS} />}
    >
      <ItemLink to="MyResultInfo" id={item.id} className="mk-card__title">
        {item.goodsName}
      </ItemLink>
      <div className="mk-card__meta">
        <span>价格 {item.price ? formatWan(item.price) : '面议'}</span>
        <span>{TRADE_STATUSES[item.tradeStatus === 1 ? 1 : 0]}</span>
        <span>发布日期 {item.publishDate}</span>
      </div>
    </RowCard>
  );
}

const TABS = [
  { value: 'outcome', label: '发布的成果' },
  { value: 'evaluation', label: '评价申请' },
] as const;

/**
 * /UserInfo/MyResult: outcomes the member published. Outcomes carry their member, but the portal
 * has no member publishing form yet, so most members see the empty state and a way to the market.
 * tab=evaluation: the member's technology evaluation requests with status, report link and 撤回
 * while 待受理.
 */
export function Component() {
  const { tab, paging, list } = useMyListTab(TABS, 'result-tab');
  const { token } = useSession();
  const outcomes = useMyOutcomes(paging, tab === 'outcome');
  const requests = useMyEvaluationRequests(tab === 'evaluation' ? token : null, paging);
  const common = { ...list, title: '我的成果' };
  return tab === 'outcome' ? (
    <MyList
      {...common}
      testId="my-result-list"
      query={outcomes}
      rowKey={(item) => item.id}
      renderRow={(item) => <OutcomeRow item={item} />}
      emptyText="暂无发布的成果"
      emptyAction={{ label: '浏览技术成果', to: getHref('Outcome') }}
    />
  ) : (
    <MyList
      {...common}
      testId="my-evaluation-list"
      query={requests}
      rowKey={(item) => item.id}
      renderRow={(item) => (
        <ul className="ev-mine">
          <RequestRow request={item} />
        </ul>
      )}
      emptyText="暂无评价申请"
      emptyAction={{ label: '申请技术评价', to: getHref('Technicalevaluation') }}
    />
  );
}
