import type { LevelPurchase } from '@portal/shared/api/index';
import { SETTLEMENT_PAYEE } from '@portal/shared/enums/settlement';
import { formatMoney } from '@portal/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, message, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { getHref } from '../../app/paths.ts';
import { MyPagedList } from '../../components/list/my-paged-list.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { payLevelPurchase, useCancelLevelPurchase } from '../../features/points/api/buy-level.ts';
import { useLevelPurchases } from '../../features/points/api/get-level-purchases.ts';
import { BankTransferForm } from '../../features/settlement/index.ts';
import '../../features/points/components/points.css';

const STATUS_COLORS: Record<number, string> = {
  0: 'processing',
  1: 'success',
  2: 'default',
  3: 'error',
};

/** 去支付: the platform's account and the bank transfer form of one purchase. */
function PayDialog({ item, onClose }: { item: LevelPurchase; onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <Modal
      open
      title={`支付：${item.levelName} · ${item.years}年`}
      footer={null}
      onCancel={onClose}
    >
      <div className="pts-payee" data-testid="payee">
        <p>收款户名：{SETTLEMENT_PAYEE.accountName}</p>
        <p>开户银行：{SETTLEMENT_PAYEE.bankName}</p>
        <p>收款账号：{SETTLEMENT_PAYEE.accountNo}</p>
        <p>
          应付金额：<b className="pts-level__price">¥{formatMoney(item.amount)}</b>
        </p>
      </div>
      <BankTransferForm
        total={item.amount}
        pay={(values) => payLevelPurchase({ ...values, id: item.id })}
        onPaid={() => {
          void queryClient.invalidateQueries({ queryKey: ['points'] });
          onClose();
        }}
      />
    </Modal>
  );
}

function PurchaseRow({ item }: { item: LevelPurchase }) {
  const cancel = useCancelLevelPurchase();
  const [paying, setPaying] = useState(false);
  const payable = (item.status === 0 || item.status === 3) && !item.paymentPending;
  return (
    <RowCard
      testId="level-purchase"
      side={
        <>
          {/* 待确认到账 once a slip is sent: the server's word for the order. */}
          <Tag
            color={item.paymentPending ? 'blue' : (STATUS_COLORS[item.status] ?? 'default')}
            data-testid="level-purchase-status"
          >
            {item.statusName}
          </Tag>
          {payable && (
            <Button size="small" type="primary" onClick={() => setPaying(true)}>
              去支付
            </Button>
          )}
          {paying && <PayDialog item={item} onClose={() => setPaying(false)} />}
          {item.status === 0 && !item.paymentPending && (
            <Popconfirm
              title="确定取消该订单吗？"
              okText="确定"
              cancelText="取消"
              onConfirm={() =>
                cancel.mutate(item.id, { onSuccess: (answer) => void message.success(answer.msg) })
              }
            >
              <Button size="small" loading={cancel.isPending}>
                取消订单
              </Button>
            </Popconfirm>
          )}
        </>
      }
    >
      <div className="mk-card__title">
        {item.levelName} · {item.years}年
      </div>
      <div className="mk-card__meta">
        <span>金额 ¥{formatMoney(item.amount)}</span>
        <span>下单于 {item.createdAt}</span>
        {item.paidAt && <span>支付于 {item.paidAt}</span>}
        {item.validUntil && <span>有效期至 {item.validUntil}</span>}
      </div>
      {item.paymentPending && (
        <div className="mk-card__meta" data-testid="payment-pending">
          已提交转账凭证，请等待运营人员确认
        </div>
      )}
      {item.status === 3 && item.reason && (
        <div className="mk-card__meta">未确认原因：{item.reason}</div>
      )}
    </RowCard>
  );
}

/**
 * /UserInfo/buyLevelRecord (会员购买记录): level purchases with status; pay by bank transfer
 * while 待支付 or 支付失败, cancel while 待支付 and no slip waits.
 */
export function Component() {
  return (
    <MyPagedList
      title="会员购买记录"
      testId="buy-level-record"
      useRecords={useLevelPurchases}
      renderRow={(item) => <PurchaseRow item={item} />}
      emptyText="暂无会员购买记录"
      emptyAction={{ label: '了解会员权益', to: getHref('VipCenter') }}
    />
  );
}
