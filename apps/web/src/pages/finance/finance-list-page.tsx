import { Tabs } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import {
  dictOption,
  type FilterRowSpec,
  optionRow,
  tableRow,
  useAreaRows,
} from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useDictOptions } from '../../features/content/api/get-dict-options.ts';
import { useFinanceCats } from '../../features/finance/api/get-finance-cats.ts';
import { useFinanceProducts } from '../../features/finance/api/get-finance-products.ts';
import { ProductCard } from '../../features/finance/components/product-card.tsx';
import {
  AMOUNT_CHOICES,
  PRODUCT_EXTRAS,
  PRODUCT_SORT_KEYS,
  PRODUCT_SORT_LABELS,
  toProductQuery,
} from '../../features/finance/logic/product-query.ts';
import { setExtra, useListState } from '../../lib/use-list-state.ts';
import '../../features/finance/components/finance.css';

const OPTIONS = { sorts: PRODUCT_SORT_KEYS };

/** 科技金融 (/FinanceList?tabId=): products by finance category, filters and page in the URL. */
export function Component() {
  const [state, update] = useListState(PRODUCT_EXTRAS, OPTIONS);
  const page = useFinanceProducts(toProductQuery(state));
  const cats = useFinanceCats();
  const guaranty = useDictOptions('guaranty_type');
  const extra = setExtra(update);
  const tabId = state.extras.tabId;
  const rows: FilterRowSpec[] = [
    ...useAreaRows(state, update),
    optionRow(
      'guaranty',
      '担保方式',
      guaranty,
      dictOption,
      state.extras.guarantyType,
      extra('guarantyType'),
    ),
    tableRow('amount', '申请金额', AMOUNT_CHOICES, state.extras.amount, extra('amount')),
  ];
  return (
    <>
      <div className="fn-tabs pt-card">
        <Tabs
          activeKey={typeof tabId === 'number' ? String(tabId) : 'all'}
          onChange={(key) => update({ extras: { tabId: key === 'all' ? undefined : Number(key) } })}
          items={[
            { key: 'all', label: '全部产品' },
            ...(cats.data ?? []).map((cat) => ({ key: String(cat.id), label: cat.catName })),
          ]}
          data-testid="finance-tabs"
        />
      </div>
      <ListPage
        state={state}
        update={update}
        rows={rows}
        page={page}
        sorts={PRODUCT_SORT_KEYS}
        sortLabels={PRODUCT_SORT_LABELS}
        keywordPlaceholder="搜索产品名称、金融机构"
        extra={
          <>
            <LinkButton to={getHref('FinanceForm')}>融资申请</LinkButton>
            <LinkButton to={getHref('DemandUndertaking')}>需求对接</LinkButton>
          </>
        }
      >
        {(records) => records.map((item) => <ProductCard key={item.id} item={item} />)}
      </ListPage>
    </>
  );
}
