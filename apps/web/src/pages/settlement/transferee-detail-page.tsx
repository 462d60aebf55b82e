import { Alert, Descriptions } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailSection, DetailTitle } from '../../components/detail/detail-parts.tsx';
import { useSettlementOrder } from '../../features/settlement/api/get-settlement-order.ts';
import { OrderAmounts } from '../../features/settlement/components/order-amounts.tsx';
import { canPay } from '../../features/settlement/components/order-card.tsx';
import { PayForm } from '../../features/settlement/components/pay-form.tsx';
import { SettlementStatusTag } from '../../features/settlement/components/settlement-status.tsx';
import { StatusHistory } from '../../features/settlement/components/status-history.tsx';
import '../../features/settlement/components/settlement.css';

/**
 * 受让方详情 (/Transfereedetail?id): the transferee's view of the trade — what they take over
 * from whom, what to pay to which account, the slip form while it is payable, and the history.
 */
export function Component() {
  return (
    <DetailScreen
      useRecord={useSettlementOrder}
      notFoundTitle="订单不存在"
      back={{ to: 'FinancialSettlement', label: '返回金融结算' }}
    >
      {(order) => (
        <div className="st-layout" data-testid="transferee-detail">
          <div>
            <section className="mk-detail pt-card">
              <DetailTitle>{order.title}</DetailTitle>
              <div style={{ margin: '8px 0' }}>
                <SettlementStatusTag status={order.status} />
              </div>
              <Descriptions column={{ xs: 1, sm: 2 }} size="small">
                <Descriptions.Item label="受让方">{order.transferee}</Descriptions.Item>
                <Descriptions.Item label="转让方">{order.transferor}</Descriptions.Item>
                <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
                <Descriptions.Item label="下单时间">{order.createdAt}</Descriptions.Item>
              </Descriptions>
              <OrderAmounts order={order} />
              <Link to={getHref('Mytradingdetail', { query: { id: order.id } })}>
                查看交易详情与付款记录
              </Link>
            </section>
            <DetailSection title="状态记录">
              <StatusHistory moves={order.moves} />
            </DetailSection>
          </div>
          <section className="pt-card" style={{ padding: 20 }} data-testid="pay-panel">
            <h2 style={{ marginTop: 0, fontSize: 18 }}>银行转账付款</h2>
            <div className="st-payee" data-testid="payee">
              <p>收款户名：{order.payee.accountName}</p>
              <p>开户银行：{order.payee.bankName}</p>
              <p>收款账号：{order.payee.accountNo}</p>
            </div>
            {order.status === 1 && (
              <Alert type="success" showIcon message={`已支付（${order.paidAt ?? ''}）`} />
            )}
            {order.paymentPending && (
              <Alert
                type="info"
                showIcon
                message="已提交转账凭证，请等待运营人员确认"
                data-testid="pay-pending"
              />
            )}
            {order.status === 3 && order.reason && (
              <Alert
                type="error"
                showIcon
                style={{ marginBottom: 16 }}
                message={`支付失败：${order.reason}，请核对后重新提交`}
              />
            )}
            {canPay(order) && <PayForm order={order} />}
          </section>
        </div>
      )}
    </DetailScreen>
  );
}
