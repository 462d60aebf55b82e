import { voucherRedemptionSubmitSchema } from '@portal/shared/voucher/contract';
import { VoucherMessages as M } from '@portal/shared/voucher/messages';
import { Alert, Button, Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { MaterialUpload } from '../../features/account/components/material-upload.tsx';
import { submitRedemption, useMyOrders } from '../../features/voucher/api/voucher-member.ts';
import { yuan } from '../../features/voucher/logic/claim-gate.ts';
import { parseForm } from '../../lib/form-schema.ts';
import '../../features/voucher/components/voucher.css';

/** 已完成 (accepted) orders; at most this many are offered at once, newest first. */
const ORDERS_OFFERED = 100;

/**
 * /CouponExchangeForm?orderId: the redemption of an accepted order — amount (≤ the order's
 * voucher part), invoice number, the contract, invoice and delivery report (private uploads).
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const orders = useMyOrders({ pageNum: 1, pageSize: ORDERS_OFFERED, status: 3 });
  const [sending, setSending] = useState(false);
  const open = (orders.data?.records ?? []).filter((o) => o.redemptionId === null);
  const orderId = Form.useWatch('orderId', form) as number | undefined;
  const order = open.find((o) => o.id === orderId);

  useEffect(() => {
    const wanted = Number(params.get('orderId'));
    const first = open.find((o) => o.id === wanted) ?? (open.length === 1 ? open[0] : undefined);
    if (first && !form.getFieldValue('orderId')) {
      form.setFieldsValue({ orderId: first.id, amount: first.voucherAmount });
    }
  }, [open, params, form]);

  const submit = async () => {
    const values = parseForm(form, voucherRedemptionSubmitSchema, form.getFieldsValue());
    if (!values) return;
    if (order && values.amount > order.voucherAmount) {
      form.setFields([{ name: 'amount', errors: [M.redemptionOverAmount(order.voucherAmount)] }]);
      return;
    }
    setSending(true);
    try {
      await submitRedemption(values);
      navigate(getHref('MyExchange'), { replace: true });
    } catch (error) {
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  if (orders.isPending) return <SkeletonLines count={10} />;
  return (
    <div className="vc-form-page" data-testid="coupon-exchange-form">
      <h1 className="pt-page-title">兑换申请</h1>
      {open.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="暂无可申请兑换的订单"
          description="使用创新券下单、服务机构交付并经您验收（已完成）的订单可申请兑换。"
          action={<LinkButton to={getHref('MyCouponOrder')}>查看创新券订单</LinkButton>}
        />
      ) : (
        <Form form={form} layout="vertical" className="pt-card vc-form" onFinish={submit}>
          <Form.Item label="已完成的订单" name="orderId" required>
            <Select
              placeholder="请选择订单"
              onChange={(id: number) => {
                const picked = open.find((o) => o.id === id);
                if (picked) form.setFieldValue('amount', picked.voucherAmount);
              }}
              options={open.map((o) => ({
                value: o.id,
                label: `${o.orderNo} · ${o.productName} · 创新券抵扣 ${yuan(o.voucherAmount)}`,
              }))}
              data-testid="exchange-order"
            />
          </Form.Item>
          {order && (
            <p className="vc-form__hint">
              {order.orgName}：服务价格 {yuan(order.price)}，创新券抵扣 {yuan(order.voucherAmount)}
              ，企业自付 {yuan(order.selfAmount)}
            </p>
          )}
          <div className="vc-form__grid">
            <Form.Item label="兑换金额（元）" name="amount" required>
              <InputNumber
                min={1}
                max={order?.voucherAmount}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label="发票号码" name="invoiceNo" required>
              <Input maxLength={40} data-testid="exchange-invoice-no" />
            </Form.Item>
          </div>
          <div className="vc-form__uploads">
            <Form.Item label="服务合同" name="contractFileId" required>
              <MaterialUpload label="上传合同" />
            </Form.Item>
            <Form.Item label="发票" name="invoiceFileId" required>
              <MaterialUpload label="上传发票" />
            </Form.Item>
            <Form.Item label="服务报告" name="reportFileId" required>
              <MaterialUpload label="上传报告" />
            </Form.Item>
          </div>
          <Form.Item label="备注" name="remark">
            <Input.TextArea maxLength={300} rows={3} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="exchange-submit">
            提交兑换申请
          </Button>
        </Form>
      )}
    </div>
  );
}
