import { UploadOutlined } from '@ant-design/icons';
import { uploadFile } from '@portal/client/upload-file';
import type { Envelope, SettlementOrderDetail } from '@portal/shared/api/index';
import { TEXTAREA_MAX } from '@portal/shared/constants';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { type BankTransferValues, bankTransferSchema } from '@portal/shared/validation/settlement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, message, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { parseForm } from '../../../lib/form-schema.ts';
import { paySettlementOrder } from '../api/pay-settlement-order.ts';

const rules = toAntdRules(bankTransferSchema);

/** The transfer slip: one private file (image or PDF); the field holds its id. */
function SlipUpload({ onChange }: { value?: number; onChange?: (id: number | undefined) => void }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <Upload
      accept=".pdf,.jpg,.jpeg,.png,.webp"
      maxCount={1}
      fileList={files}
      onRemove={() => {
        setFiles([]);
        onChange?.(undefined);
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        const raw = file as File;
        try {
          const uploaded = await uploadFile(raw, raw.name);
          setFiles([{ uid: String(uploaded.id), name: uploaded.name, status: 'done' }]);
          onChange?.(uploaded.id);
          onSuccess?.(uploaded);
        } catch (error) {
          setFiles([]);
          onError?.(error as Error);
        }
      }}
      onChange={({ fileList }) => setFiles(fileList.slice(-1))}
      data-testid="slip-upload"
    >
      <Button icon={<UploadOutlined />}>上传转账凭证（图片或PDF）</Button>
    </Upload>
  );
}

/**
 * 银行转账付款: the member transfers `total` to the platform's account, then sends the slip with
 * the payer's name and account; `pay` posts it for the record being paid (a settlement order, a
 * level purchase). The operator confirms it and the record becomes 已支付.
 */
export function BankTransferForm({
  total,
  pay,
  onPaid,
}: {
  total: number;
  pay: (values: BankTransferValues) => Promise<Envelope<{ paymentId: number }>>;
  onPaid: () => void;
}) {
  const [form] = Form.useForm<BankTransferValues>();
  const send = useMutation({
    mutationFn: pay,
    onSuccess: (answer) => {
      void message.success(answer.msg);
      form.resetFields();
      onPaid();
    },
  });
  const onFinish = (values: BankTransferValues) => {
    const parsed = parseForm(form, bankTransferSchema, values);
    if (parsed) send.mutate(parsed);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ amount: total.toFixed(2) }}
      data-testid="pay-form"
    >
      <Form.Item label="转账金额（元）" name="amount" rules={rules.amount} required>
        <Input prefix="¥" maxLength={16} inputMode="decimal" />
      </Form.Item>
      <Form.Item label="付款户名" name="payerName" rules={rules.payerName} required>
        <Input placeholder="请输入付款单位或个人的户名" maxLength={100} />
      </Form.Item>
      <Form.Item label="付款账号" name="payerAccount" rules={rules.payerAccount} required>
        <Input placeholder="请输入付款银行账号" maxLength={40} inputMode="numeric" />
      </Form.Item>
      <Form.Item label="转账凭证" name="slipFileId" rules={rules.slipFileId} required>
        <SlipUpload />
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={TEXTAREA_MAX} showCount placeholder="选填" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={send.isPending}
        data-testid="pay-submit"
      >
        提交转账凭证
      </Button>
    </Form>
  );
}

/** The bank transfer form of a settlement order. */
export function PayForm({ order }: { order: SettlementOrderDetail }) {
  const queryClient = useQueryClient();
  return (
    <BankTransferForm
      total={order.totalAmount}
      pay={(values) => paySettlementOrder({ ...values, orderId: order.id })}
      onPaid={() => void queryClient.invalidateQueries({ queryKey: ['settlement'] })}
    />
  );
}
