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

const TABS = [
  { value: 'securities', label: '证券化信息' },
  { value: 'finance', label: '金融申请' },
  { value: 'product', label: '产品申请' },
];

type Tab = 'securities' | 'finance' | 'product';

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
        onChange={(value) => setParams(value === 'securities' ? {} : { tab: String(value) })}
        data-testid="securities-tab"
      />
    </div>
  );
}

/** tab=finance: loan applications, financing needs and finance demand applications. */
function FinanceApplies() {
  const [params, setParams] = useSearchParams();
  const [pageNum, setPage] = usePageParam();
  const rawKind = Number(params.get('kind'));
  const kind = rawKind in FINANCE_APPLY_KINDS ? (rawKind as FinanceApplyKind) : undefined;
  const query = useMyFinanceApplies({ pageNum, pageSize: MY_PAGE_SIZE, ...(kind ? { kind } : {}) });
  const filters = (
    <>
      <TabBar tab="finance" />
      <div className="my-list__filters">
        <Select
          aria-label="申请类型"
          value={kind ?? 0}
          options={KIND_OPTIONS}
          style={{ minWidth: 140 }}
          onChange={(value: number) =>
            setParams(value ? { tab: 'finance', kind: String(value) } : { tab: 'finance' })
          }
        />
      </div>
    </>
  );
  return (
    <MyList
      title="证券化信息"
      testId="my-finance-applies"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      filters={filters}
      rowKey={(item) => `${item.kind}-${item.id}`}
      renderRow={(item) => <MyFinanceApplyRow item={item} />}
      emptyText="暂无金融申请"
      emptyAction={{ label: '浏览金融服务', to: getHref('FinanceList') }}
    />
  );
}

/**
 * /UserInfo/SecuritiesInfor (证券化信息): the member's applications for securitisation /
 * IP-finance products (IP pledge financing and the like), with status, 撤回 while 待受理, and
 * each product opening on its /Securdetails; tab=finance their loan applications, financing
 * needs and finance demand applications; tab=product every finance product application.
 */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = raw === 'finance' || raw === 'product' ? raw : 'securities';
  if (tab === 'finance') return <FinanceApplies />;
  return (
    <section className="mk-list pt-card" data-testid="securities-list">
      <div className="mk-list__bar">
        <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
          证券化信息
        </h1>
        <LinkButton to={getHref('FinanceList')} data-testid="securities-more">
          {tab === 'product' ? '浏览金融产品' : '浏览知识产权金融产品'}
        </LinkButton>
      </div>
      <TabBar tab={tab} />
      {tab === 'product' ? (
        <>
          <p className="mk-card__summary">您申请的全部金融产品及其受理状态，待受理时可撤回。</p>
          <MyProductApplies productRoute="Financedetail" empty="暂无产品申请" />
        </>
      ) : (
        <>
          <p className="mk-card__summary">
            您申请的知识产权质押融资、知识产权证券化等产品及其受理状态。
          </p>
          <MyProductApplies scope="securities" productRoute="Securdetails" empty="暂无证券化信息" />
        </>
      )}
    </section>
  );
}
