import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Messages } from '@portal/shared';
import type { AntdValidatorRule } from '@portal/shared/validation/antd-rule';
import { Form, type FormInstance, Input } from 'antd';
import type { CaptchaPurpose } from '../countdown.ts';
import { PhoneCaptchaFields } from './phone-captcha-fields.tsx';

interface CredentialFieldsProps {
  form: FormInstance;
  purpose: CaptchaPurpose;
  rules: Record<'username' | 'telephone' | 'captcha' | 'password', AntdValidatorRule[]>;
  passwordPlaceholder: string;
}

/** Account, phone, SMS code and a new password with its rule: the rows of register and forgot. */
export function CredentialFields({
  form,
  purpose,
  rules,
  passwordPlaceholder,
}: CredentialFieldsProps) {
  return (
    <>
      <Form.Item name="username" rules={rules.username}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" />
      </Form.Item>
      <PhoneCaptchaFields form={form} purpose={purpose} rules={rules} />
      <Form.Item name="password" rules={rules.password} extra={Messages.passwordRule}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={passwordPlaceholder}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
