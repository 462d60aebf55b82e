import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { AntdValidatorRule } from '@portal/shared/validation/antd-rule';
import { Form, type FormInstance, Input, Space } from 'antd';
import type { CaptchaPurpose } from '../countdown.ts';
import { CaptchaButton } from './captcha-button.tsx';

interface PhoneCaptchaFieldsProps {
  form: FormInstance;
  /** Login, register and forgot each keep their own 60 s countdown (spec §9). */
  purpose: CaptchaPurpose;
  rules: { telephone: AntdValidatorRule[]; captcha: AntdValidatorRule[] };
}

/** Phone and SMS code rows of the account forms (phone login, register, forgot password). */
export function PhoneCaptchaFields({ form, purpose, rules }: PhoneCaptchaFieldsProps) {
  return (
    <>
      <Form.Item name="telephone" rules={rules.telephone}>
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          maxLength={11}
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="captcha" rules={rules.captcha} noStyle>
            <Input prefix={<SafetyOutlined />} placeholder="请输入验证码" maxLength={6} />
          </Form.Item>
          <CaptchaButton form={form} purpose={purpose} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
