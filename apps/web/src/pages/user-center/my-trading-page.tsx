import type { TransferRegistration } from '@portal/shared/api/index';
import { APPLICANT_TYPES } from '@portal/shared/enums/applicant-type';
import { labelOf } from '@portal/shared/enums/label';
import { TRANSFER_METHODS } from '@portal/shared/enums/market-flow';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { OrderStatusTag } from '../../components/common/order-status.tsx';
import { MyTabbedList, myListKind } from '../../components/list/my-list-tab.tsx';
import { OrderHistory } from '../../features/market/components/order-history.tsx';
import { useSettlementOrders } from '../../features/settlement/api/get-settlement-orders.ts';
import { OrderCard } from '../../features/settlement/components/order-card.tsx';
import '../../features/settlement/components/settlement.css';
import { RowCard } from '../../components/list/row-card.tsx';
import { useTransferList } from '../../features/transfer/api/get-transfer-list.ts';

function TransferRow({ item }: { item: TransferRegistration }) {
  return (
    <RowCard testId="my-trading-row" side={<OrderStatusTag status={item.status} />}>
      <strong className="mk-card__title">{item.projectName ?? '转让登记（未填写项目）'}</strong>
      <div className="mk-card__meta">
        <span>
          登记方式 {item.method === null ? '未选择' : labelOf(TRANSFER_METHODS, item.method)}
        </span>
        {item.applicantName && (
          <span>
            申请人 {item.applicantName}（{labelOf(APPLICANT_TYPES, item.applicantType)}）
          </span>
        )}
        {item.orgName && <span>服务机构 {item.orgName}</span>}
        {item.outcomeId && (
          <ItemLink to="OutcomeDetail" id={item.outcomeId}>
            查看成果
          </ItemLink>
        )}
      </div>
      {item.status === 5 && item.reason && (
        <p className="mk-card__summary">驳回原因：{item.reason}</p>
      )}
      {item.status === 8 && item.reason && (
        <p className="mk-card__summary">未选中原因：{item.reason}</p>
      )}
      <OrderHistory kind="transfer" id={item.id} />
      {(item.step === 0 || item.step === 3 || item.status === 1) && (
        <Link to={getHref('Transfer')}>继续办理</Link>
      )}
    </RowCard>
  );
}

const KINDS = [
  myListKind({ value: 'transfer', label: '转让登记' }, useTransferList, {
    renderRow: (item) => <TransferRow item={item} />,
    emptyText: '暂无转让登记',
    emptyAction: { label: '办理转让登记', to: getHref('Transfer') },
  }),
  myListKind({ value: 'settlement', label: '结算订单' }, useSettlementOrders, {
    renderRow: (order) => <OrderCard order={order} />,
    emptyText: '暂无结算订单',
    emptyAction: { label: '了解金融结算', to: getHref('FinancialSettlement') },
  }),
] as const;

/**
 * /UserInfo/Mytrading: the member's transfer registrations with status and history, and
 * (tab=settlement) their settlement orders with status and pay step (/Mytradingdetail).
 */
export function Component() {
  return (
    <MyTabbedList title="我的交易" testId="my-trading-list" tabTestId="trading-tab" kinds={KINDS} />
  );
}
