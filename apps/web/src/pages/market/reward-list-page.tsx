import type { RewardQuery } from '@portal/shared/api/market';
import { UNVEIL_STATUSES } from '@portal/shared/enums/market-status';
import {
  boolRow,
  dateRow,
  priceRow,
  tableRow,
  useAreaRows,
} from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRewardPage } from '../../features/market/api/get-reward-page.ts';
import { RewardCard } from '../../features/market/components/cards.tsx';
import { toApiQuery } from '../../lib/list-filters.ts';
import { setExtra, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = { unveilStatus: 'int', open: 'bool' } as const;

/** 技术悬赏 (/Project/Reward). */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const page = useRewardPage(toApiQuery<RewardQuery>(state, shanghaiToday()));
  const extra = setExtra(update);
  const rows = [
    ...useAreaRows(state, update),
    priceRow('悬赏金额', state.price, (price) => update({ price })),
    tableRow(
      'unveilStatus',
      '揭榜状态',
      UNVEIL_STATUSES,
      state.extras.unveilStatus,
      extra('unveilStatus'),
    ),
    boolRow('open', '征集状态', ['可揭榜', '已截止'], state.extras.open, extra('open')),
    dateRow(state.date, (date) => update({ date })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      keywordPlaceholder="搜索悬赏名称"
    >
      {(records) => records.map((item) => <RewardCard key={item.id} item={item} />)}
    </ListPage>
  );
}
