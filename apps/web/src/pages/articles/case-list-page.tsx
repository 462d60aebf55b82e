import type { CaseQuery } from '@portal/shared/api/article';
import {
  dateRow,
  dictOption,
  optionRow,
  priceRow,
  useAreaRows,
} from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useCasePage } from '../../features/article/api/get-case-page.ts';
import { CaseRow } from '../../features/article/components/article-rows.tsx';
import { articleQuery } from '../../features/article/logic/article-query.ts';
import { useDictOptions } from '../../features/content/api/get-dict-options.ts';
import { SORT_KEYS } from '../../lib/list-filters.ts';
import { setExtra, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = { transferMode: 'int' } as const;

const SORT_LABELS = { priceAsc: '金额从低到高', priceDesc: '金额从高到低' } as const;

/** 成功案例 (/Successfulcases): field, region, transfer mode, amount, publish window. */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const page = useCasePage(
    articleQuery<CaseQuery>(state, shanghaiToday(), {
      sorts: SORT_KEYS,
      keep: ['fieldId', 'regionCode', 'price'],
    }),
  );
  const modes = useDictOptions('cooperation_type');
  const rows = [
    ...useAreaRows(state, update),
    optionRow(
      'transferMode',
      '转化方式',
      modes,
      dictOption,
      state.extras.transferMode,
      setExtra(update)('transferMode'),
    ),
    priceRow('合同金额', state.price, (price) => update({ price })),
    dateRow(state.date, (date) => update({ date })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sortLabels={SORT_LABELS}
      keywordPlaceholder="搜索案例标题、转让方、受让方"
    >
      {(records) => records.map((item) => <CaseRow key={item.id} item={item} />)}
    </ListPage>
  );
}
