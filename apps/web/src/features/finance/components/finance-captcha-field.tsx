import { FINANCE_CAPTCHA_PURPOSE } from '@portal/shared/enums/captcha-purpose';
import type { AntdValidatorRule } from '@portal/shared/validation/antd-rule';
import { Form, type FormInstance, Input, Space } from 'antd';
import { CaptchaButton } from '../../account/index.ts';
import { checkCaptchaPhone, sendFinanceCaptcha } from './phone-captcha.ts';

interface FinanceCaptchaFieldProps {
  form: FormInstance;
  rules: AntdValidatorRule[];
}

/** 验证码 row of the loan and financing dialogs: a purpose-4 code sent to linkPhone. */
export function FinanceCaptchaField({ form, rules }: FinanceCaptchaFieldProps) {
  return (
    <Form.Item label="验证码" required className="pt-dialog-wide">
      <Space.Compact block>
        <Form.Item name="captcha" rules={rules} noStyle>
          <Input placeholder="请输入验证码" maxLength={6} />
        </Form.Item>
        <CaptchaButton
          form={form}
          purpose={FINANCE_CAPTCHA_PURPOSE}
          phoneField="linkPhone"
          checkPhone={checkCaptchaPhone}
          sender={sendFinanceCaptcha}
          size="middle"
        />
      </Space.Compact>
    </Form.Item>
  );
}
