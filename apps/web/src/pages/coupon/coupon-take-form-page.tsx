import { ScanOutlined } from '@ant-design/icons';
import { toAntdRule } from '@portal/shared/validation/antd-rule';
import {
  creditCodeField,
  type VoucherBatchView,
  voucherClaimSubmitSchema,
} from '@portal/shared/voucher/contract';
import { VoucherMessages as M } from '@portal/shared/voucher/messages';
import { Alert, Button, Form, Input, InputNumber, message, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { MaterialUpload } from '../../features/account/components/material-upload.tsx';
import {
  readLicence,
  submitClaim,
  useClaimPrefill,
  useVoucherBatches,
} from '../../features/voucher/api/voucher-member.ts';
import { yuan } from '../../features/voucher/logic/claim-gate.ts';
import { parseForm } from '../../lib/form-schema.ts';
import '../../features/voucher/components/voucher.css';

const creditCodeRule = toAntdRule(creditCodeField);

/** The amount must be a whole number of yuan within the batch's single-claim cap. */
function amountRule(batch: VoucherBatchView | undefined) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === null || value === undefined || value === '') throw new Error(M.amountRequired);
      if (!Number.isInteger(value) || (value as number) <= 0) throw new Error(M.amountInvalid);
      if (batch && (value as number) > batch.claimCap)
        throw new Error(M.overClaimCap(batch.claimCap));
    },
  };
}

/**
 * /CouponTakeForm?batchId: company facts prefilled from the certification; the licence is
 * uploaded (private) and can be read by OCR to fill code, name, legal person and address.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const batches = useVoucherBatches();
  const prefill = useClaimPrefill();
  const [reading, setReading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const open = (batches.data ?? []).filter((b) => b.claimable);
  const batchId = Form.useWatch('batchId', form) as number | undefined;
  const licenceFileId = Form.useWatch('licenceFileId', form) as number | undefined;
  const batch = open.find((b) => b.id === batchId);

  useEffect(() => {
    const wanted = Number(params.get('batchId'));
    const first = open.find((b) => b.id === wanted) ?? open[0];
    if (first && !form.getFieldValue('batchId')) form.setFieldValue('batchId', first.id);
  }, [open, params, form]);

  useEffect(() => {
    if (prefill.data) {
      const current = form.getFieldsValue();
      const blank = Object.fromEntries(
        Object.entries(prefill.data).filter(([key, value]) => !current[key] && value),
      );
      form.setFieldsValue(blank);
    }
  }, [prefill.data, form]);

  const readFromLicence = async () => {
    if (!licenceFileId) return void message.warning(M.ocrFileRequired);
    setReading(true);
    try {
      const read = await readLicence(licenceFileId);
      const found = Object.fromEntries(Object.entries(read).filter(([, value]) => value));
      form.setFieldsValue(found);
      await form.validateFields(Object.keys(found)).catch(() => undefined);
      if (Object.keys(found).length) void message.success('已识别营业执照，请核对');
      else void message.info('未能识别营业执照信息，请手动填写');
    } catch (error) {
      // The request layer shows the server's message (识别服务不可用，请手动填写).
      console.error(error);
    } finally {
      setReading(false);
    }
  };

  const submit = async () => {
    const values = parseForm(form, voucherClaimSubmitSchema, form.getFieldsValue());
    if (!values) return;
    if (batch && values.amount > batch.claimCap) {
      form.setFields([{ name: 'amount', errors: [M.overClaimCap(batch.claimCap)] }]);
      return;
    }
    setSubmitting(true);
    try {
      const { id } = await submitClaim(values);
      navigate(getHref('CouponTakeResult', { query: { id } }), { replace: true });
    } catch (error) {
      console.error(error);
    } finally {
      setSubmitting(false);
    }
  };

  if (batches.isPending) return <SkeletonLines count={10} />;
  const notCertified = prefill.isError;
  return (
    <div className="vc-form-page" data-testid="coupon-take-form">
      <h1 className="pt-page-title">申领信息</h1>
      {notCertified && (
        <Alert
          type="warning"
          showIcon
          title="仅已通过企业认证的会员可申领创新券"
          action={<Button onClick={() => navigate(getHref('Auth'))}>前往企业认证</Button>}
        />
      )}
      {notCertified ? null : open.length === 0 ? (
        <Alert type="info" showIcon title="当前没有开放申领的创新券批次" />
      ) : (
        <Form form={form} layout="vertical" className="pt-card vc-form" onFinish={submit}>
          <Form.Item
            label="申领批次"
            name="batchId"
            rules={[{ required: true, message: M.batchIdRequired }]}
          >
            <Select
              options={open.map((b) => ({ value: b.id, label: b.name }))}
              data-testid="claim-batch"
            />
          </Form.Item>
          {batch && (
            <p className="vc-form__hint" data-testid="claim-caps">
              单笔上限 {yuan(batch.claimCap)}，企业年度上限 {yuan(batch.yearCap)}，批次剩余{' '}
              {yuan(batch.remaining)}；有效期至 {batch.validUntil}
            </p>
          )}
          <Form.Item
            label="营业执照"
            name="licenceFileId"
            required
            rules={[{ required: true, message: M.licenceRequired }]}
          >
            <MaterialUpload label="上传营业执照" />
          </Form.Item>
          <Button
            icon={<ScanOutlined />}
            onClick={readFromLicence}
            loading={reading}
            disabled={!licenceFileId}
            data-testid="claim-ocr"
            style={{ marginBottom: 16 }}
          >
            识别营业执照，自动填写
          </Button>
          <div className="vc-form__grid">
            <Form.Item label="企业名称" name="companyName" required>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              label="统一社会信用代码"
              name="creditCode"
              required
              rules={[creditCodeRule]}
              validateTrigger="onBlur"
            >
              <Input maxLength={18} data-testid="claim-credit-code" />
            </Form.Item>
            <Form.Item label="法定代表人" name="legalPerson" required>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item label="企业地址" name="address" required>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item label="联系人" name="linkman" required>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item label="联系电话" name="linkphone" required>
              <Input maxLength={11} />
            </Form.Item>
          </div>
          <Form.Item label="申领金额（元）" name="amount" required rules={[amountRule(batch)]}>
            <InputNumber
              min={1}
              max={batch?.claimCap}
              precision={0}
              style={{ width: '100%' }}
              placeholder={batch ? `不超过 ${batch.claimCap}` : ''}
              data-testid="claim-amount"
            />
          </Form.Item>
          <Form.Item label="资金用途" name="purpose" required>
            <Input.TextArea
              maxLength={300}
              showCount
              rows={4}
              placeholder="拟购买的科技服务及用途"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="claim-submit">
            提交申领
          </Button>
        </Form>
      )}
    </div>
  );
}
