import type { DealQuery } from '@portal/shared/api/market';
import { useDictOptions } from '../../features/content/api/get-dict-options.ts';
import { useDealPage } from '../../features/market/api/get-deal-page.ts';
import { DealRow } from '../../features/market/components/cards.tsx';
import {
  dateRow,
  FilterPanel,
  type FilterRowSpec,
  priceRow,
  useFieldRows,
  useRegionRows,
} from '../../features/market/components/filter-panel.tsx';
import { ListFrame } from '../../features/market/components/list-frame.tsx';
import { SORT_KEYS, toApiQuery } from '../../features/market/logic/list-filters.ts';
import { shanghaiToday, useListState } from '../../features/market/logic/use-list-state.ts';

const EXTRAS = { dealType: 'int' } as const;

/** 成交公告 (/Project/Deal). */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const page = useDealPage(toApiQuery<DealQuery>(state, shanghaiToday()));
  const dealTypes = useDictOptions('cooperation_type');
  const rows: FilterRowSpec[] = [
    ...useFieldRows(state.fieldId, (fieldId) => update({ fieldId })),
    ...useRegionRows(state.regionCode, (regionCode) => update({ regionCode })),
    {
      key: 'dealType',
      label: '交易方式',
      loading: dealTypes.isPending,
      options: (dealTypes.data ?? []).map((o) => ({ value: o.optValue, label: o.optName })),
      value: state.extras.dealType === undefined ? undefined : String(state.extras.dealType),
      onChange: (value) => update({ extras: { dealType: value ? Number(value) : undefined } }),
    },
    priceRow('成交金额', state.price, (price) => update({ price })),
    dateRow(state.date, (date) => update({ date })),
  ];
  const records = page.data?.records ?? [];
  return (
    <>
      <FilterPanel rows={rows} />
      <ListFrame
        keyword={state.keyword}
        keywordPlaceholder="搜索公告标题、转让方、受让方"
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
          <DealRow key={item.id} item={item} />
        ))}
      </ListFrame>
    </>
  );
}
