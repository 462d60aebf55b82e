import type { OutcomeQuery } from '@portal/shared/api/market';
import { OWNER_TYPES, TRADE_STATUSES } from '@portal/shared/enums/market-status';
import type { RouteName } from '../../app/routes.ts';
import { useDictOptions } from '../../features/content/api/get-dict-options.ts';
import { useOutcomePage } from '../../features/market/api/get-outcome-page.ts';
import { OutcomeCard } from '../../features/market/components/cards.tsx';
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

const EXTRAS = {
  maturity: 'int',
  cooperationType: 'int',
  tradeStatus: 'int',
  ownerType: 'int',
} as const;

function dictRow(
  key: string,
  label: string,
  dict: ReturnType<typeof useDictOptions>,
  value: number | boolean | undefined,
  onChange: (v: number | undefined) => void,
): FilterRowSpec {
  return {
    key,
    label,
    loading: dict.isPending,
    options: (dict.data ?? []).map((option) => ({ value: option.optValue, label: option.optName })),
    value: value === undefined ? undefined : String(value),
    onChange: (next) => onChange(next === undefined ? undefined : Number(next)),
  };
}

/** 科技成果 list (/Project/Outcome) and the standalone 成果库 (/ResultList). */
export function OutcomeList({ detail }: { detail: RouteName }) {
  const [state, update] = useListState(EXTRAS);
  const query = toApiQuery<OutcomeQuery>(state, shanghaiToday());
  const page = useOutcomePage(query);
  const maturity = useDictOptions('maturity');
  const cooperation = useDictOptions('cooperation_type');
  const setExtra = (key: string) => (value: number | undefined) =>
    update({ extras: { [key]: value } });
  const rows: FilterRowSpec[] = [
    ...useFieldRows(state.fieldId, (fieldId) => update({ fieldId })),
    ...useRegionRows(state.regionCode, (regionCode) => update({ regionCode })),
    dictRow('maturity', '成熟度', maturity, state.extras.maturity, setExtra('maturity')),
    dictRow(
      'cooperationType',
      '合作方式',
      cooperation,
      state.extras.cooperationType,
      setExtra('cooperationType'),
    ),
    tableRow('ownerType', '成果来源', OWNER_TYPES, state.extras.ownerType, setExtra('ownerType')),
    priceRow('交易价格', state.price, (price) => update({ price })),
    tableRow(
      'tradeStatus',
      '交易状态',
      TRADE_STATUSES,
      state.extras.tradeStatus,
      setExtra('tradeStatus'),
    ),
    dateRow(state.date, (date) => update({ date })),
  ];
  const records = page.data?.records ?? [];
  return (
    <>
      <FilterPanel rows={rows} />
      <ListFrame
        keyword={state.keyword}
        keywordPlaceholder="搜索成果名称、关键词"
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
          <OutcomeCard key={item.id} item={item} detail={detail} />
        ))}
      </ListFrame>
    </>
  );
}

export function Component() {
  return <OutcomeList detail="OutcomeDetail" />;
}
