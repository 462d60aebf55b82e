import type { OutcomeQuery } from '@portal/shared/api/market';
import { OWNER_TYPES, TRADE_STATUSES } from '@portal/shared/enums/market-status';
import type { RouteName } from '../../app/routes.ts';
import {
  dateRow,
  dictOption,
  optionRow,
  priceRow,
  tableRow,
  useAreaRows,
} from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useDictOptions } from '../../features/content/api/get-dict-options.ts';
import { useOutcomePage } from '../../features/market/api/get-outcome-page.ts';
import { OutcomeCard } from '../../features/market/components/cards.tsx';
import { toApiQuery } from '../../lib/list-filters.ts';
import { setExtra, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = {
  maturity: 'int',
  cooperationType: 'int',
  tradeStatus: 'int',
  ownerType: 'int',
} as const;

/** 科技成果 list (/Project/Outcome) and the standalone 成果库 (/ResultList). */
export function OutcomeList({ detail }: { detail: RouteName }) {
  const [state, update] = useListState(EXTRAS);
  const page = useOutcomePage(toApiQuery<OutcomeQuery>(state, shanghaiToday()));
  const maturity = useDictOptions('maturity');
  const cooperation = useDictOptions('cooperation_type');
  const extra = setExtra(update);
  const { extras } = state;
  const rows = [
    ...useAreaRows(state, update),
    optionRow('maturity', '成熟度', maturity, dictOption, extras.maturity, extra('maturity')),
    optionRow(
      'cooperationType',
      '合作方式',
      cooperation,
      dictOption,
      extras.cooperationType,
      extra('cooperationType'),
    ),
    tableRow('ownerType', '成果来源', OWNER_TYPES, extras.ownerType, extra('ownerType')),
    priceRow('交易价格', state.price, (price) => update({ price })),
    tableRow('tradeStatus', '交易状态', TRADE_STATUSES, extras.tradeStatus, extra('tradeStatus')),
    dateRow(state.date, (date) => update({ date })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      keywordPlaceholder="搜索成果名称、关键词"
    >
      {(records) =>
        records.map((item) => <OutcomeCard key={item.id} item={item} detail={detail} />)
      }
    </ListPage>
  );
}

export function Component() {
  return <OutcomeList detail="OutcomeDetail" />;
}
