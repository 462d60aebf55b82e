import type { SettlementOrder } from '@portal/shared/api/index';
import { formatMoney } from '@portal/shared/format';

/** 成交金额 + 服务费 = 应付金额, two decimals with thousands separators (spec §9). */
export function OrderAmounts({ order }: { order: SettlementOrder }) {
  return (
    <dl className="st-amounts" data-testid="order-amounts">
      <div>
        <dt>成交金额</dt>
        <dd data-testid="order-amount">¥{formatMoney(order.amount)}</dd>
      </div>
      <div>
        <dt>服务费（1%）</dt>
        <dd data-testid="order-fee">¥{formatMoney(order.serviceFee)}</dd>
      </div>
      <div className="st-amounts__total">
        <dt>应付金额</dt>
        <dd data-testid="order-total">¥{formatMoney(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}
