import { VOUCHER_ORDER_STATUSES } from '@portal/shared/enums/voucher';
import { type VoucherOrderView, VoucherPaths } from '@portal/shared/voucher/contract';
import { VoucherMessages as M } from '@portal/shared/voucher/messages';
import { Button, Descriptions } from 'antd';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { LinkButton } from '../../components/common/link-button.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MyPagedListWithDetails } from '../../components/list/my-paged-list-with-details.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useMyOrders } from '../../features/voucher/api/voucher-member.ts';
import { useRowAction } from '../../features/voucher/components/use-row-action.ts';
import { VoucherFileLink } from '../../features/voucher/components/voucher-file-link.tsx';
import { yuan } from '../../features/voucher/logic/claim-gate.ts';

const COLORS = { 0: 'blue', 1: 'blue', 2: 'gold', 3: 'green', 4: 'default' } as const;

function OrderDetail({ order }: { order: VoucherOrderView }) {
  return (
    <Descriptions bordered size="small" column={1} data-testid="order-detail">
      <Descriptions.Item label="订单编号">{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label="订单状态">
        {VOUCHER_ORDER_STATUSES[order.status as 0]}
      </Descriptions.Item>
      <Descriptions.Item label="服务产品">{order.productName}</Descriptions.Item>
      <Descriptions.Item label="服务机构">{order.orgName}</Descriptions.Item>
      <Descriptions.Item label="服务价格">{yuan(order.price)}</Descriptions.Item>
      <Descriptions.Item label="创新券抵扣">
        {yuan(order.voucherAmount)}（{order.voucherCode}）
      </Descriptions.Item>
      <Descriptions.Item label="企业自付">{yuan(order.selfAmount)}</Descriptions.Item>
      {order.remark && <Descriptions.Item label="备注">{order.remark}</Descriptions.Item>}
      <Descriptions.Item label="服务报告">
        <VoucherFileLink file={order.report} />
      </Descriptions.Item>
      {order.cancelReason && (
        <Descriptions.Item label="取消原因">{order.cancelReason}</Descriptions.Item>
      )}
      <Descriptions.Item label="下单时间">{order.createdAt}</Descriptions.Item>
    </Descriptions>
  );
}

function OrderRow({ order, onOpen }: { order: VoucherOrderView; onOpen: () => void }) {
  const cancel = useRowAction(
    VoucherPaths.myOrderCancel,
    '确定取消该订单？冻结的创新券额度将退回',
    M.cancelSuccess,
  );
  const accept = useRowAction(
    VoucherPaths.myOrderAccept,
    '确认服务已完成并验收？',
    M.acceptSuccess,
  );
  return (
    <RowCard
      testId="my-order-row"
      side={
        <>
          <StatusTag table={VOUCHER_ORDER_STATUSES} status={order.status} colors={COLORS} />
          <Button size="small" onClick={onOpen}>
            详情
          </Button>
          {order.status === 0 && (
            <Button size="small" danger onClick={() => cancel(order.id)} data-testid="order-cancel">
              取消
            </Button>
          )}
          {order.status === 2 && (
            <Button
              size="small"
              type="primary"
              onClick={() => accept(order.id)}
              data-testid="order-accept"
            >
              验收
            </Button>
          )}
          {order.status === 3 && order.redemptionId === null && (
            <LinkButton
              size="small"
              type="primary"
              to={getHref('CouponExchangeForm', { query: { orderId: order.id } })}
              data-testid="order-redeem"
            >
              申请兑换
            </LinkButton>
          )}
        </>
      }
    >
      <ItemLink to="CouponProductDetail" id={order.productId} className="mk-card__title">
        {order.productName}
      </ItemLink>
      <div className="mk-card__meta">
        <span>{order.orgName}</span>
        <span>订单号 {order.orderNo}</span>
      </div>
      <div className="mk-card__meta">
        <span>服务价格 {yuan(order.price)}</span>
        <span>创新券抵扣 {yuan(order.voucherAmount)}</span>
        <span>企业自付 {yuan(order.selfAmount)}</span>
      </div>
    </RowCard>
  );
}

/** /UserInfo/MyCouponOrder 创新券订单: the member's voucher orders with their next action. */
export function Component() {
  return (
    <MyPagedListWithDetails
      title="创新券订单"
      testId="my-coupon-order"
      useRecords={useMyOrders}
      renderRow={(order, open) => <OrderRow order={order} onOpen={open} />}
      detailTitle="订单详情"
      renderDetail={(order) => <OrderDetail order={order} />}
      emptyText="暂无创新券订单"
      emptyAction={{ label: '浏览服务产品', to: getHref('CouponProduct') }}
    />
  );
}
