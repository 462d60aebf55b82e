import type { SettlementOrder } from '@portal/shared/api/index';
import { SETTLEMENT_SOURCES } from '@portal/shared/enums/settlement';
import { formatMoney } from '@portal/shared/format';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { SettlementStatusTag } from './settlement-status.tsx';
import './settlement.css';

/** Whether the member can send a slip now: unpaid and none waiting for the operator. */
export const canPay = (order: SettlementOrder) =>
  (order.status === 0 && !order.paymentPending) || order.status === 3;

/** One order in /FinancialSettlement: what, how much, its status and what to do next. */
export function OrderCard({ order }: { order: SettlementOrder }) {
  return (
    <article className="mk-card mk-card--row st-card" data-testid="settlement-order">
      <div className="mk-card__body">
        <Link to={getHref('Mytradingdetail', { query: { id: order.id } })}>
          <strong className="mk-card__title">{order.title}</strong>
        </Link>
        <div className="mk-card__meta">
          <span>订单号 {order.orderNo}</span>
          <span>{SETTLEMENT_SOURCES[order.sourceKind]}</span>
          <span>转让方 {order.transferor}</span>
          <span>下单 {order.createdAt.slice(0, 10)}</span>
        </div>
        <div className="st-card__money">
          应付 <b data-testid="order-total">¥{formatMoney(order.totalAmount)}</b>
          <span className="st-muted">
            （成交 ¥{formatMoney(order.amount)} + 服务费 ¥{formatMoney(order.serviceFee)}）
          </span>
        </div>
        {order.status === 3 && order.reason && (
          <p className="st-reason">支付失败原因：{order.reason}</p>
        )}
      </div>
      <div className="mk-card__side st-card__side">
        <SettlementStatusTag status={order.status} />
        {order.paymentPending && <span className="st-muted">凭证待确认</span>}
        {canPay(order) && (
          <LinkButton
            type="primary"
            to={getHref('Transfereedetail', { query: { id: order.id } })}
            data-testid="go-pay"
          >
            去支付
          </LinkButton>
        )}
        <Link to={getHref('Mytradingdetail', { query: { id: order.id } })}>交易详情</Link>
      </div>
    </article>
  );
}
