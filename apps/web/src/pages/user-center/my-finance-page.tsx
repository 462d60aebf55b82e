import { FINANCE_APPLY_KINDS, type FinanceApplyKind } from '@portal/shared/enums/finance-apply';
import { Segmented, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { useMyFinanceApplies } from '../../features/finance/api/get-my-finance-applies.ts';
import { MyFinanceApplyRow } from '../../features/finance/components/my-finance-apply-row.tsx';
import { MyProductApplies } from '../../features/finance/components/my-product-applies.tsx';
import '../../components/list/list.css';

const TITLE = '我的金融申请';

const TABS = [
  { value: 'product', label: '产品申请' },
  { value: 'demand', label: '贷款与融资需求' },
];

type Tab = 'product' | 'demand';

const KIND_OPTIONS = [
  { value: 0, label: '全部类型' },
  ...Object.entries(FINANCE_APPLY_KINDS).map(([value, label]) => ({ value: Number(value), label })),
];

function TabBar({ tab }: { tab: Tab }) {
  const [, setParams] = useSearchParams();
  return (
    <div className="my-list__filters">
      <Segmented
        value={tab}
        options={TABS}
        onChange={(value) => setParams(value === 'product' ? {} : { tab: String(value) })}
        data-testid="finance-tab"
      />
    </div>
  );
}

/** tab=demand: loan applications, financing needs and finance demand applications. */
function DemandApplies() {
  const [params, setParams] = useSearchParams();
  const [pageNum, setPage] = usePageParam();
  const rawKind = Number(params.get('kind'));
  const kind = rawKind in FINANCE_APPLY_KINDS ? (rawKind as FinanceApplyKind) : undefined;
  const query = useMyFinanceApplies({ pageNum, pageSize: MY_PAGE_SIZE, ...(kind ? { kind } : {}) });
  const filters = (
    <>
      <TabBar tab="demand" />
      <div className="my-list__filters">
        <Select
          aria-label="申请类型"
          value={kind ?? 0}
          options={KIND_OPTIONS}
          style={{ minWidth: 140 }}
          onChange={(value: number) =>
            setParams(value ? { tab: 'demand', kind: String(value) } : { tab: 'demand' })
          }
        />
      </div>
    </>
  );
  return (
    <MyList
      title={TITLE}
      testId="my-finance-applies"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      filters={filters}
      rowKey={(item) => `${item.kind}-${item.id}`}
      renderRow={(item) => <MyFinanceApplyRow item={item} />}
      emptyText="暂无贷款与融资需求"
      emptyAction={{ label: '浏览金融服务', to: getHref('FinanceList') }}
    />
  );
}

/**
 * /UserInfo/MyFinance (我的金融申请, issue #26): the member's finance product applications (a
 * loan applied for on a product's page) with status and 撤回 while 待受理; tab=demand the loan
 * applications, financing needs and finance demand applications sent from the home dialogs.
 */
export function Component() {
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'demand' ? 'demand' : 'product';
  if (tab === 'demand') return <DemandApplies />;
  return (
    <section className="mk-list pt-card" data-testid="my-finance-products">
      <div className="mk-list__bar">
        <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
          {TITLE}
        </h1>
        <LinkButton to={getHref('FinanceList')}>浏览金融产品</LinkButton>
      </div>
      <TabBar tab="product" />
      <p className="mk-card__summary">您申请的全部金融产品及其受理状态，待受理时可撤回。</p>
      <MyProductApplies productRoute="Financedetail" empty="暂无产品申请" />
    </section>
  );
}
