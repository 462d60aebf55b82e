import { getUserInfo, setUserInfo } from '@portal/client/auth-storage';
import { changePhoneSchema, toAntdRules } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, message, Space } from 'antd';
import { parseForm } from '../../../lib/form-schema.ts';
import { CaptchaButton } from '../../account/index.ts';
import { changePhone, sendPhoneCaptcha } from '../api/change-phone.ts';

const rules = toAntdRules(changePhoneSchema);

interface Values {
  telephone: string;
  captcha: string;
}

/** 更换手机号: the code goes to the NEW phone; another account's phone is refused (409). */
export function ChangePhoneForm() {
  const [form] = Form.useForm<Values>();
  const send = useMutation({
    mutationFn: changePhone,
    onSuccess: (answer, values) => {
      void message.success(answer.msg || '手机号已更换');
      const stored = getUserInfo();
      if (stored) setUserInfo({ ...stored, telephone: values.telephone });
      form.resetFields();
    },
  });
  const onFinish = (raw: Values) => {
    const parsed = parseForm(form, changePhoneSchema, raw);
    if (parsed) send.mutate(parsed);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={onFinish}
      requiredMark={false}
      className="sec-form"
      data-testid="change-phone-form"
    >
      <Form.Item name="telephone" label="新手机号" rules={rules.telephone}>
        <Input placeholder="请输入新手机号" autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label="验证码" required={false}>
        <Space.Compact block>
          <Form.Item name="captcha" noStyle rules={rules.captcha}>
            <Input
              aria-label="验证码"
              placeholder="请输入发送到新手机号的验证码"
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <CaptchaButton form={form} purpose={5} sender={sendPhoneCaptcha} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        确认更换
      </Button>
    </Form>
  );
}
