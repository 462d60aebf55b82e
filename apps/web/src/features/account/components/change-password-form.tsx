import { LockOutlined } from '@ant-design/icons';
import { changePasswordFormSchema, digestPassword, Messages, toAntdRules } from '@portal/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { parseForm } from '../../../lib/form-schema.ts';
import { changePassword } from '../api/change-password.ts';
import { afterPasswordChanged } from '../flow.ts';

const rules = toAntdRules(changePasswordFormSchema);

interface Values {
  oldPassword: string;
  newPassword: string;
}

/** Old and new password; on success 修改成功,请重新登录 and back to /login (spec §4). */
export function ChangePasswordForm() {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const onFinish = async (raw: Values) => {
    const parsed = parseForm(form, changePasswordFormSchema, raw);
    if (!parsed) return;
    setSubmitting(true);
    try {
      await changePassword({
        oldPassword: digestPassword(parsed.oldPassword),
        newPassword: digestPassword(parsed.newPassword),
      });
      afterPasswordChanged();
    } catch (error) {
      console.error(error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={onFinish}
      requiredMark={false}
      data-testid="change-password-form"
    >
      <Form.Item name="oldPassword" label="旧密码" rules={rules.oldPassword}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入旧密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="新密码"
        rules={rules.newPassword}
        extra={Messages.passwordRule}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入新密码"
          autoComplete="new-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        确认修改
      </Button>
    </Form>
  );
}
