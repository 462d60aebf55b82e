import { SETTLEMENT_SOURCES } from '@portal/shared/enums/settlement';
import { Descriptions } from 'antd';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { LinkButton } from '../../components/common/link-button.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailSection, DetailTitle } from '../../components/detail/detail-parts.tsx';
import { useSettlementOrder } from '../../features/settlement/api/get-settlement-order.ts';
import { OrderAmounts } from '../../features/settlement/components/order-amounts.tsx';
import { canPay } from '../../features/settlement/components/order-card.tsx';
import { PaymentList } from '../../features/settlement/components/payment-list.tsx';
import { SettlementStatusTag } from '../../features/settlement/components/settlement-status.tsx';
import { StatusHistory } from '../../features/settlement/components/status-history.tsx';
import '../../features/settlement/components/settlement.css';

/** 交易详情 (/Mytradingdetail?id): the member's trade, its amounts, status history and payments. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useSettlementOrder}
      notFoundTitle="订单不存在"
      back={{ to: 'FinancialSettlement', label: '返回金融结算' }}
      testId="trading-detail"
    >
      {(order) => (
        <>
          <section className="mk-detail pt-card">
            <DetailTitle>{order.title}</DetailTitle>
            <div style={{ margin: '8px 0' }}>
              <SettlementStatusTag status={order.status} />
            </div>
            <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small">
              <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
              <Descriptions.Item label="交易类型">
                {SETTLEMENT_SOURCES[order.sourceKind]}
              </Descriptions.Item>
              <Descriptions.Item label="交易标的">
                {order.sourceKind === 'auction' ? (
                  <ItemLink to="CompetitiveDetail" id={order.sourceId}>
                    查看竞价
                  </ItemLink>
                ) : (
                  <ItemLink to="DealDetail" id={order.sourceId}>
                    查看成交公告
                  </ItemLink>
                )}
              </Descriptions.Item>
              <Descriptions.Item label="转让方">{order.transferor}</Descriptions.Item>
              <Descriptions.Item label="受让方">{order.transferee}</Descriptions.Item>
              <Descriptions.Item label="下单时间">{order.createdAt}</Descriptions.Item>
              {order.paidAt && (
                <Descriptions.Item label="支付时间">{order.paidAt}</Descriptions.Item>
              )}
            </Descriptions>
            <OrderAmounts order={order} />
            {order.status === 3 && order.reason && (
              <p className="st-reason">支付失败原因：{order.reason}</p>
            )}
            {(canPay(order) || order.paymentPending) && (
              <LinkButton
                type="primary"
                to={getHref('Transfereedetail', { query: { id: order.id } })}
                data-testid="to-transferee"
              >
                {order.paymentPending ? '查看付款进度' : '去支付'}
              </LinkButton>
            )}
          </section>
          <DetailSection title="状态记录">
            <StatusHistory moves={order.moves} />
          </DetailSection>
          <DetailSection title="付款记录">
            <PaymentList payments={order.payments} />
          </DetailSection>
        </>
      )}
    </DetailScreen>
  );
}
