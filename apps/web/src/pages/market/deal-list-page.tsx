import type { DealQuery } from '@portal/shared/api/market';
import {
  dateRow,
  dictOption,
  optionRow,
  priceRow,
  useAreaRows,
} from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useDictOptions } from '../../features/content/api/get-dict-options.ts';
import { useDealPage } from '../../features/market/api/get-deal-page.ts';
import { DealRow } from '../../features/market/components/cards.tsx';
import { toApiQuery } from '../../lib/list-filters.ts';
import { setExtra, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = { dealType: 'int' } as const;

/** 成交公告 (/Project/Deal). */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const page = useDealPage(toApiQuery<DealQuery>(state, shanghaiToday()));
  const dealTypes = useDictOptions('cooperation_type');
  const rows = [
    ...useAreaRows(state, update),
    optionRow(
      'dealType',
      '交易方式',
      dealTypes,
      dictOption,
      state.extras.dealType,
      setExtra(update)('dealType'),
    ),
    priceRow('成交金额', state.price, (price) => update({ price })),
    dateRow(state.date, (date) => update({ date })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      keywordPlaceholder="搜索公告标题、转让方、受让方"
    >
      {(records) => records.map((item) => <DealRow key={item.id} item={item} />)}
    </ListPage>
  );
}
