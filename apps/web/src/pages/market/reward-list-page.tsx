import type { RewardQuery } from '@portal/shared/api/market';
import { UNVEIL_STATUSES } from '@portal/shared/enums/market-status';
import { useRewardPage } from '../../features/market/api/get-reward-page.ts';
import { RewardCard } from '../../features/market/components/cards.tsx';
import {
  dateRow,
  FilterPanel,
  type FilterRowSpec,
  priceRow,
  tableRow,
  useFieldRows,
  useRegionRows,
} from '../../features/market/components/filter-panel.tsx';
import { ListFrame } from '../../features/market/components/list-frame.tsx';
import { SORT_KEYS, toApiQuery } from '../../features/market/logic/list-filters.ts';
import { shanghaiToday, useListState } from '../../features/market/logic/use-list-state.ts';

const EXTRAS = { unveilStatus: 'int', open: 'bool' } as const;

/** 技术悬赏 (/Project/Reward). */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const page = useRewardPage(toApiQuery<RewardQuery>(state, shanghaiToday()));
  const rows: FilterRowSpec[] = [
    ...useFieldRows(state.fieldId, (fieldId) => update({ fieldId })),
    ...useRegionRows(state.regionCode, (regionCode) => update({ regionCode })),
    priceRow('悬赏金额', state.price, (price) => update({ price })),
    tableRow(
      'unveilStatus',
      '揭榜状态',
      UNVEIL_STATUSES,
      state.extras.unveilStatus,
      (unveilStatus) => update({ extras: { unveilStatus } }),
    ),
    {
      key: 'open',
      label: '征集状态',
      options: [
        { value: 'true', label: '可揭榜' },
        { value: 'false', label: '已截止' },
      ],
      value: state.extras.open === undefined ? undefined : String(state.extras.open),
      onChange: (value) =>
        update({ extras: { open: value === undefined ? undefined : value === 'true' } }),
    },
    dateRow(state.date, (date) => update({ date })),
  ];
  const records = page.data?.records ?? [];
  return (
    <>
      <FilterPanel rows={rows} />
      <ListFrame
        keyword={state.keyword}
        keywordPlaceholder="搜索悬赏名称"
        onKeyword={(keyword) => update({ keyword })}
        sort={state.sort}
        sorts={SORT_KEYS}
        onSort={(sort) => update({ sort })}
        total={page.data?.total}
        pageNum={state.pageNum}
        onPage={(pageNum) => update({ pageNum })}
        pending={page.isPending}
        fetching={page.isPlaceholderData}
        empty={records.length === 0}
      >
        {records.map((item) => (
          <RewardCard key={item.id} item={item} />
        ))}
      </ListFrame>
    </>
  );
}
