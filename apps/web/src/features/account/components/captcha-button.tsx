import { Messages } from '@portal/shared/validation/messages';
import { Button, type FormInstance, message } from 'antd';
import { useState } from 'react';
import { sendCaptcha } from '../api/send-captcha.ts';
import { type CaptchaPurpose, useCountdown } from '../countdown.ts';

interface CaptchaButtonProps {
  form: FormInstance;
  purpose: CaptchaPurpose;
  phoneField?: string;
}

/** 获取验证码 with its own 60 s countdown; the phone is checked first (请输入正确手机号). */
export function CaptchaButton({ form, purpose, phoneField = 'telephone' }: CaptchaButtonProps) {
  const { left, start } = useCountdown(purpose);
  const [sending, setSending] = useState(false);

  const send = async () => {
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    const telephone = String(form.getFieldValue(phoneField) ?? '').trim();
    setSending(true);
    try {
      await sendCaptcha({ type: purpose, telephone });
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
      size="large"
      disabled={left > 0}
      loading={sending}
      onClick={() => void send()}
      data-testid={`captcha-button-${purpose}`}
    >
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
