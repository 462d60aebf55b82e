import type { SettlementOrder } from '@portal/shared/api/index';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canPay, OrderCard } from '../src/features/settlement/components/order-card.tsx';

const order: SettlementOrder = {
  id: 5,
  orderNo: 'JD20261124000079',
  sourceKind: 'deal',
  sourceId: 79,
  title: '“便携式超声诊断仪”合作开发成交公告',
  transferor: '哈尔滨工业大学（威海）',
  transferee: '滨州宏远生物科技有限公司',
  amount: 3_900_000,
  serviceFee: 39_000,
  totalAmount: 3_939_000,
  status: 0,
  reason: null,
  paymentPending: false,
  createdAt: '2026-11-24 22:09:47',
  paidAt: null,
};

function renderCard(item: SettlementOrder) {
  render(
    <MemoryRouter>
      <OrderCard order={item} />
    </MemoryRouter>,
  );
  return screen.getByTestId('settlement-order');
}

describe('settlement order card', () => {
  it('shows the total with two decimals and separators, the status and the pay button', () => {
    const card = renderCard(order);
    expect(card.querySelector('[data-testid="order-total"]')?.textContent).toBe('¥3,939,000.00');
    expect(card.textContent).toContain('成交 ¥3,900,000.00 + 服务费 ¥39,000.00');
    expect(screen.getByTestId('settlement-status').textContent).toBe('待支付');
    expect(screen.getByTestId('go-pay')).toBeTruthy();
  });

  it('offers paying only while unpaid with no slip waiting, or after a failed transfer', () => {
    expect(canPay(order)).toBe(true);
    expect(canPay({ ...order, paymentPending: true })).toBe(false);
    expect(canPay({ ...order, status: 1 })).toBe(false);
    expect(canPay({ ...order, status: 3, reason: '未到账' })).toBe(true);
  });

  it('shows why a transfer failed', () => {
    renderCard({ ...order, status: 3, reason: '未查询到该笔转账' });
    expect(screen.getByText('支付失败原因：未查询到该笔转账')).toBeTruthy();
    expect(screen.getByTestId('settlement-status').textContent).toBe('支付失败');
  });
});
