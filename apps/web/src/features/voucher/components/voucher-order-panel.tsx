import type { ServiceDetail } from '@portal/shared/api/index';
import { VoucherMessages as M } from '@portal/shared/voucher/messages';
import { Alert, Button, Form, Input, InputNumber, message, Select } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { getToken } from '../../../lib/auth-storage.ts';
import { requireLogin } from '../../account/index.ts';
import { submitOrder, useMyVouchers } from '../api/voucher-member.ts';
import { yuan } from '../logic/claim-gate.ts';
import './voucher.css';

/** The most a voucher may pay of a price: the batch's share, rounded down, within the balance. */
export function voucherCap(price: number, sharePercent: number, balance: number): number {
  return Math.max(0, Math.min(Math.floor((price * sharePercent) / 100), balance));
}

/**
 * 使用创新券下单 on /Coupon/ProductDetail: pick a usable voucher of an eligible batch, the voucher
 * part (≤ share × price and ≤ balance, shown as it is typed) and what the company pays itself.
 */
export function VoucherOrderPanel({ product }: { product: ServiceDetail }) {
  const token = getToken();
  const location = useLocation();
  const navigate = useNavigate();
  const vouchers = useMyVouchers();
  const [voucherId, setVoucherId] = useState<number>();
  const [amount, setAmount] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const price = product.price;

  if (!token) {
    return (
      <section className="pt-card vc-order" data-testid="voucher-order">
        <h2>使用创新券下单</h2>
        <p>已领取创新券的企业登录后可使用创新券抵扣部分服务费用。</p>
        <Button
          type="primary"
          onClick={() => requireLogin(`${location.pathname}${location.search}`)}
        >
          登录后下单
        </Button>
      </section>
    );
  }
  if (price === null) {
    return (
      <section className="pt-card vc-order" data-testid="voucher-order">
        <h2>使用创新券下单</h2>
        <Alert type="info" showIcon title={M.productNoPrice} />
      </section>
    );
  }
  const usable = (vouchers.data ?? []).filter(
    (v) => v.status === 1 && v.balance > 0 && v.serviceTypes.includes(product.serviceType),
  );
  const chosen = usable.find((v) => v.id === voucherId) ?? usable[0];
  const cap = chosen ? voucherCap(price, chosen.maxSharePercent, chosen.balance) : 0;
  const part = amount ?? 0;
  const check = (value: number | null): string | undefined => {
    if (!value) return M.amountRequired;
    if (!Number.isInteger(value) || value <= 0) return M.amountInvalid;
    if (chosen && value > Math.floor((price * chosen.maxSharePercent) / 100))
      return M.overShare(Math.floor((price * chosen.maxSharePercent) / 100));
    if (chosen && value > chosen.balance) return M.overBalance;
    return undefined;
  };
  const send = async () => {
    if (!chosen) return;
    const problem = check(amount);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await submitOrder({
        productId: product.id,
        voucherId: chosen.id,
        voucherAmount: part,
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      void message.success('下单成功，等待服务机构确认');
      navigate(getHref('MyCouponOrder'));
    } catch (err) {
      console.error(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="pt-card vc-order" data-testid="voucher-order">
      <h2>使用创新券下单</h2>
      {vouchers.isPending ? null : usable.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="您暂无可用于该服务的创新券"
          action={
            <Button size="small" onClick={() => navigate(getHref('CouponTake'))}>
              申领创新券
            </Button>
          }
        />
      ) : (
        <Form layout="vertical" onFinish={send}>
          <Form.Item label="使用创新券" htmlFor="order-voucher">
            <Select
              id="order-voucher"
              value={chosen?.id}
              onChange={(id) => {
                setVoucherId(id);
                setError(undefined);
              }}
              options={usable.map((v) => ({
                value: v.id,
                label: `${v.code}（余额 ${yuan(v.balance)}，有效期至 ${v.expiresOn}）`,
              }))}
              data-testid="order-voucher"
            />
          </Form.Item>
          <Form.Item
            label="创新券抵扣金额（元）"
            htmlFor="order-voucher-amount"
            validateStatus={error ? 'error' : undefined}
            help={
              error ??
              `本单最多可抵扣 ${yuan(cap)}（服务价格的 ${chosen?.maxSharePercent}%，且不超过余额）`
            }
          >
            <InputNumber
              id="order-voucher-amount"
              value={amount}
              min={1}
              precision={0}
              style={{ width: '100%' }}
              onChange={(value) => {
                setAmount(value);
                setError(check(value));
              }}
              data-testid="order-voucher-amount"
            />
          </Form.Item>
          <p className="vc-order__sum" data-testid="order-sum">
            服务价格 {yuan(price)}，创新券抵扣 {yuan(Math.min(part, price))}，企业自付{' '}
            <b>{yuan(Math.max(price - part, 0))}</b>
          </p>
          <Form.Item label="备注" htmlFor="order-remark">
            <Input.TextArea
              id="order-remark"
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
              maxLength={300}
              rows={2}
              showCount
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="order-submit">
            使用创新券下单
          </Button>
        </Form>
      )}
    </section>
  );
}
