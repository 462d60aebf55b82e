import type { MyFinanceProductApply } from '@portal/shared/api/index';
import {
  FINANCE_PRODUCT_APPLY_STATUSES,
  type MyFinanceApplyScope,
} from '@portal/shared/enums/finance-product';
import { labelOf } from '@portal/shared/enums/label';
import { formatMoney } from '@portal/shared/format';
import { List, Pagination } from 'antd';
import { useState } from 'react';
import type { RouteName } from '../../../app/routes.ts';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { NoData } from '../../../components/common/no-data.tsx';
import { RequestItem } from '../../../components/common/request-item.tsx';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { useMyProductApplies } from '../api/get-my-product-applies.ts';
import { withdrawProductApply } from '../api/withdraw-product-apply.ts';
import './finance.css';

function ApplyRow({
  item,
  productRoute,
}: {
  item: MyFinanceProductApply;
  productRoute?: RouteName;
}) {
  return (
    <RequestItem
      testId="my-apply"
      status={item.status}
      statusLabel={labelOf(FINANCE_PRODUCT_APPLY_STATUSES, item.status)}
      statusTestId="apply-status"
      withdraw={{
        title: '确定撤回该申请吗？',
        cancelText: '取消',
        label: '撤回',
        testId: 'withdraw-apply',
        send: () => withdrawProductApply(item.id),
        refresh: ['finance'],
      }}
      title={
        <>
          {productRoute ? (
            <ItemLink to={productRoute} id={item.productId} testId="apply-product">
              {item.productName}
            </ItemLink>
          ) : (
            item.productName
          )}
          （{item.orgName}）
        </>
      }
      description={
        <>
          {item.companyName} · 申请金额 {formatMoney(item.applyMoney)} 万元 · 担保方式{' '}
          {item.guarantyName} · 提交于 {item.createdAt}
          {item.status === 2 && item.reason && (
            <div data-testid="apply-reason">拒绝原因：{item.reason}</div>
          )}
        </>
      }
    />
  );
}

const PAGE_SIZE = 20;

/**
 * The member's applications (of one product when productId is given; of the IP-finance
 * products with scope 'securities'), with 撤回 while 待受理; each product's name links to
 * `productRoute` when given.
 */
export function MyProductApplies({
  productId,
  scope,
  productRoute,
  empty = '暂无申请记录',
}: {
  productId?: number;
  scope?: MyFinanceApplyScope;
  productRoute?: RouteName;
  empty?: string;
}) {
  const [pageNum, setPageNum] = useState(1);
  const query = useMyProductApplies({
    pageNum,
    pageSize: PAGE_SIZE,
    ...(productId ? { productId } : {}),
    ...(scope ? { scope } : {}),
  });
  if (query.isPending) return <SkeletonLines count={3} />;
  const records = query.data?.records ?? [];
  if (records.length === 0) return <NoData height={120} description={empty} />;
  const total = query.data?.total ?? 0;
  return (
    <>
      <List
        className="fn-applies"
        dataSource={records}
        renderItem={(item) => <ApplyRow item={item} {...(productRoute ? { productRoute } : {})} />}
      />
      {total > PAGE_SIZE && (
        <Pagination
          className="mk-list__pager"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPageNum}
        />
      )}
    </>
  );
}
