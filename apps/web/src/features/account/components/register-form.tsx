import {
  digestPassword,
  Messages,
  REGISTER_ACCOUNT_TYPE_ORDER,
  REGISTER_ACCOUNT_TYPES,
  registerFormSchema,
  toAntdRules,
} from '@portal/shared';
import { Button, Checkbox, Form, message, Radio } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { parseForm } from '../../../lib/form-schema.ts';
import { register } from '../api/register.ts';
import { completeRegister } from '../flow.ts';
import { CredentialFields } from './credential-fields.tsx';

const ProtocolModal = lazy(() => import('./protocol-modal.tsx'));
const rules = toAntdRules(registerFormSchema);

interface RegisterValues {
  accountType: number;
  username: string;
  telephone: string;
  captcha: string;
  password: string;
  agree: boolean;
}

/** Mode 2 of /login: registration (spec §4, §5). */
export function RegisterForm() {
  const [form] = Form.useForm<RegisterValues>();
  const [protocol, setProtocol] = useState<1 | 2 | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (raw: RegisterValues) => {
    const parsed = parseForm(form, registerFormSchema, raw);
    if (!parsed) {
      void message.error(Messages.formInvalid);
      return;
    }
    setSubmitting(true);
    try {
      const result = await register({
        username: parsed.username,
        telephone: parsed.telephone,
        captcha: parsed.captcha,
        password: digestPassword(parsed.password),
        accountType: parsed.accountType,
      });
      completeRegister(result);
    } catch (error) {
      console.error(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        size="large"
        initialValues={{ accountType: REGISTER_ACCOUNT_TYPE_ORDER[0], agree: false }}
        onFinish={onFinish}
        onFinishFailed={() => void message.error(Messages.formInvalid)}
        data-testid="register-form"
      >
        <Form.Item name="accountType" rules={rules.accountType}>
          <Radio.Group className="pt-account-types" optionType="button" buttonStyle="solid">
            {REGISTER_ACCOUNT_TYPE_ORDER.map((value) => (
              <Radio.Button key={value} value={value}>
                {REGISTER_ACCOUNT_TYPES[value]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <CredentialFields form={form} purpose={2} rules={rules} passwordPlaceholder="请输入密码" />
        <Form.Item name="agree" valuePropName="checked" rules={rules.agree}>
          <Checkbox data-testid="register-agree">
            我已阅读并同意
            <button
              type="button"
              className="pt-link-button pt-protocol-link"
              onClick={() => setProtocol(1)}
            >
              《用户协议》
            </button>
            <button
              type="button"
              className="pt-link-button pt-protocol-link"
              onClick={() => setProtocol(2)}
            >
              《平台须知》
            </button>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册
        </Button>
      </Form>
      {protocol !== null && (
        <Suspense fallback={null}>
          <ProtocolModal type={protocol} onClose={() => setProtocol(null)} />
        </Suspense>
      )}
    </>
  );
}
