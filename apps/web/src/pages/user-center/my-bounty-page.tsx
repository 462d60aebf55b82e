import type { MyParticipation } from '@portal/shared/api/index';
import { PARTICIPATION_STATUSES } from '@portal/shared/enums/market-flow';
import { formatWan } from '@portal/shared/format';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MyPagedList } from '../../components/list/my-paged-list.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useMyParticipations } from '../../features/market/api/get-my-participations.ts';

const COLORS: Record<number, string> = { 0: 'gold', 1: 'blue', 2: 'green', 3: 'default' };

function BountyRow({ item }: { item: MyParticipation }) {
  return (
    <RowCard
      testId="my-bounty-row"
      side={<StatusTag table={PARTICIPATION_STATUSES} status={item.status} colors={COLORS} />}
    >
      <ItemLink to="RewardDetail" id={item.rewardId} className="mk-card__title">
        {item.rewardName}
      </ItemLink>
      <div className="mk-card__meta">
        <span>悬赏金额 {item.amount ? formatWan(item.amount) : '面议'}</span>
        <span>截止 {item.deadline}</span>
        <span>揭榜单位 {item.companyName}</span>
      </div>
      <div className="mk-card__meta">
        <span data-testid="bounty-rank">当前排名 第 {item.rank} 名</span>
        <span>评分 {item.score ?? '待评审'}</span>
        <span>提交于 {item.createdAt}</span>
      </div>
    </RowCard>
  );
}

/** /UserInfo/MyBounty: the bounties the member took part in (揭榜), status and ranking. */
export function Component() {
  return (
    <MyPagedList
      title="我的悬赏"
      testId="my-bounty-list"
      useRecords={useMyParticipations}
      renderRow={(item) => <BountyRow item={item} />}
      emptyText="暂无揭榜记录"
      emptyAction={{ label: '浏览技术悬赏', to: getHref('Reward') }}
    />
  );
}
