import { digestPassword, forgotFormSchema, Messages, toAntdRules } from '@portal/shared';
import { Button, Form, message } from 'antd';
import { useState } from 'react';
import { parseForm } from '../../../lib/form-schema.ts';
import { forgetPassword } from '../api/forget-password.ts';
import { CredentialFields } from './credential-fields.tsx';

const rules = toAntdRules(forgotFormSchema);

interface ForgotValues {
  username: string;
  telephone: string;
  captcha: string;
  password: string;
}

/** Mode 3 of /login: set a new password with an SMS code. */
export function ForgotForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<ForgotValues>();
  const [submitting, setSubmitting] = useState(false);
  const onFinish = async (raw: ForgotValues) => {
    const parsed = parseForm(form, forgotFormSchema, raw);
    if (!parsed) return;
    setSubmitting(true);
    try {
      await forgetPassword({
        username: parsed.username,
        telephone: parsed.telephone,
        captcha: parsed.captcha,
        password: digestPassword(parsed.password),
      });
      void message.success(Messages.operationSuccess);
      onDone();
    } catch (error) {
      console.error(error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Form form={form} size="large" onFinish={onFinish} data-testid="forgot-form">
      <CredentialFields form={form} purpose={3} rules={rules} passwordPlaceholder="请输入新密码" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        确认修改
      </Button>
    </Form>
  );
}
