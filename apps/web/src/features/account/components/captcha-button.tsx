import { Messages } from '@portal/shared/validation/messages';
import { Button, type ButtonProps, type FormInstance, message } from 'antd';
import { useState } from 'react';
import { sendCaptcha } from '../api/send-captcha.ts';
import { type CaptchaPurpose, useCountdown } from '../countdown.ts';

interface CaptchaButtonProps {
  form: FormInstance;
  purpose: CaptchaPurpose;
  phoneField?: string;
  /**
   * Checks the phone before sending and returns the message to show on the phone field, or
   * null. Default: the field's own rules.
   */
  checkPhone?: (telephone: string) => string | null;
  /** Sends the code. Default: /client/api/send/captcha with type = purpose. */
  sender?: (telephone: string) => Promise<unknown>;
  size?: ButtonProps['size'];
}

/** 获取验证码 with its own 60 s countdown; the phone is checked first (请输入正确手机号). */
export function CaptchaButton({
  form,
  purpose,
  phoneField = 'telephone',
  checkPhone,
  sender,
  size = 'large',
}: CaptchaButtonProps) {
  const { left, start } = useCountdown(purpose);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const telephone = String(form.getFieldValue(phoneField) ?? '').trim();
    if (checkPhone) {
      const problem = checkPhone(telephone);
      if (problem) {
        form.setFields([{ name: phoneField, errors: [problem] }]);
        return;
      }
    } else {
      try {
        await form.validateFields([phoneField]);
      } catch {
        return;
      }
    }
    setSending(true);
    try {
      await (sender ? sender(telephone) : sendCaptcha({ type: purpose as 1 | 2 | 3, telephone }));
      start();
      void message.success(Messages.captchaSent);
    } catch (error) {
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      className="pt-captcha-button"
      size={size}
      disabled={left > 0}
      loading={sending}
      onClick={() => void send()}
      data-testid={`captcha-button-${purpose}`}
    >
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
