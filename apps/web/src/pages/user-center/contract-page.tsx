import type { ContractRegistration } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { CONTRACT_TYPES } from '@portal/shared/enums/market-flow';
import { formatMoney } from '@portal/shared/format';
import { getHref } from '../../app/paths.ts';
import { OrderStatusTag } from '../../components/common/order-status.tsx';
import { MyPagedList } from '../../components/list/my-paged-list.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useContractList } from '../../features/contract/api/get-contract-list.ts';
import { OrderHistory } from '../../features/market/components/order-history.tsx';

function ContractRow({ item }: { item: ContractRegistration }) {
  return (
    <RowCard testId="my-contract-row" side={<OrderStatusTag status={item.status} />}>
      <strong className="mk-card__title">{item.contractName}</strong>
      <div className="mk-card__meta">
        <span>编号 {item.contractNo}</span>
        <span>{labelOf(CONTRACT_TYPES, item.contractType)}</span>
        <span>金额 {formatMoney(item.amount)} 元</span>
        <span>提交于 {item.createdAt}</span>
        <span>
          {item.sellerName} → {item.buyerName}
        </span>
      </div>
      {item.status === 5 && item.reason && (
        <p className="mk-card__summary">驳回原因：{item.reason}</p>
      )}
      <OrderHistory kind="contract" id={item.id} />
    </RowCard>
  );
}

/** /UserInfo/Contract: the member's technical contract registrations, status and history. */
export function Component() {
  return (
    <MyPagedList
      title="我的合同"
      testId="my-contract-list"
      useRecords={useContractList}
      renderRow={(item) => <ContractRow item={item} />}
      emptyText="暂无合同登记"
      emptyAction={{ label: '技术合同登记', to: getHref('ContractRegistration') }}
    />
  );
}
