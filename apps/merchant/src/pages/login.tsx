import { setToken, setUserInfo } from '@portal/client/auth-storage';
import { type PasswordCredentials, PuzzleLoginForm } from '@portal/client/puzzle-login-form';
import { ReadingAidsControls } from '@portal/client/reading-aids-controls';
import { useSession } from '@portal/client/session';
import { AccountPaths, type LoginResult } from '@portal/shared/api/index';
import { digestPassword } from '@portal/shared/password';
import { PHONE_PATTERN } from '@portal/shared/validation/common';
import { Messages } from '@portal/shared/validation/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import '../app/layout.css';
import { api } from '../lib/api.ts';

/** Only paths inside the workspace are followed after login. */
function safeRedirect(raw: string | null): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/login')) return '/';
  return raw.startsWith('/merchant') ? raw.slice('/merchant'.length) || '/' : raw;
}

function useFinishLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  return (result: LoginResult) => {
    setToken(result.token);
    setUserInfo({
      username: result.username,
      telephone: result.telephone,
      token: result.token,
      needChangePassword: result.needChangePassword,
    });
    queryClient.clear();
    void message.success(Messages.loginSuccess);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}

function AccountLogin() {
  const [busy, setBusy] = useState(false);
  const finish = useFinishLogin();
  const onVerified = async ({ username, password }: PasswordCredentials, ticket: string) => {
    setBusy(true);
    try {
      finish(
        await api.post<LoginResult>(AccountPaths.login, {
          type: 1,
          username: username.trim(),
          password: digestPassword(password),
          ticket,
        }),
      );
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PuzzleLoginForm
      testId="merchant-account-login"
      usernamePlaceholder="请输入平台账号"
      busy={busy}
      onVerified={onVerified}
    />
  );
}

function SmsLogin() {
  const [form] = Form.useForm<{ telephone: string; captcha: string }>();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const finish = useFinishLogin();
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const send = async () => {
    try {
      const { telephone } = await form.validateFields(['telephone']);
      await api.post(AccountPaths.sendCaptcha, { type: 1, telephone: telephone.trim() });
      void message.success(Messages.captchaSent);
      setWait(60);
    } catch (error) {
      console.error(error);
    }
  };
  const onFinish = async (values: { telephone: string; captcha: string }) => {
    setBusy(true);
    try {
      finish(
        await api.post<LoginResult>(AccountPaths.login, {
          type: 2,
          telephone: values.telephone.trim(),
          captcha: values.captcha.trim(),
        }),
      );
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      data-testid="merchant-sms-login"
      onFinish={onFinish}
    >
      <Form.Item
        name="telephone"
        label="手机号"
        rules={[
          { required: true, whitespace: true, message: Messages.phoneRequired },
          { pattern: PHONE_PATTERN, message: Messages.phoneInvalid },
        ]}
      >
        <Input placeholder="请输入手机号" autoComplete="tel" inputMode="numeric" />
      </Form.Item>
      <Form.Item label="验证码" required>
        <Space.Compact block>
          <Form.Item
            name="captcha"
            noStyle
            rules={[
              { required: true, whitespace: true, message: Messages.captchaRequired },
              { pattern: /^\d{6}$/, message: Messages.captchaFormat },
            ]}
          >
            <Input placeholder="6位验证码" inputMode="numeric" maxLength={6} />
          </Form.Item>
          <Button onClick={send} disabled={wait > 0}>
            {wait > 0 ? `${wait}秒后重发` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}

/** The workspace's login: the portal's member accounts, by password and slide or by SMS. */
export default function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.token) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <main className="mc-login">
      <ReadingAidsControls className="mc-login-aids" />
      <Card
        className="mc-login-card"
        title={<h1 style={{ margin: 0, fontSize: 20 }}>商户工作台登录</h1>}
      >
        <p className="mc-login-intro">
          使用科技成果转化服务平台的会员账号登录；尚无账号请先
          <a href="/login?mode=2" style={{ textDecoration: 'underline' }}>
            注册
          </a>
          。
        </p>
        <Tabs
          items={[
            { key: 'account', label: '账号登录', children: <AccountLogin /> },
            { key: 'sms', label: '短信登录', children: <SmsLogin /> },
          ]}
        />
      </Card>
    </main>
  );
}
