import { SlidePuzzle } from '@portal/client/slide-puzzle';
import { AdminPaths, type OperatorLoginResult } from '@portal/shared/api/index';
import { digestPassword } from '@portal/shared/password';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import '../app/layout.css';
import { api } from '../lib/api.ts';
import { saveSession, useSession } from '../lib/session.ts';

interface LoginValues {
  username: string;
  password: string;
}

/** Console login: account and password, then the slide puzzle, whose ticket the login spends. */
export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const [puzzle, setPuzzle] = useState(false);
  const login = useMutation({
    mutationFn: (ticket: string) => {
      const { username, password } = form.getFieldsValue();
      return api.post<OperatorLoginResult>(AdminPaths.login, {
        username: username.trim(),
        password: digestPassword(password),
        ticket,
      });
    },
    onSuccess: (result) => {
      saveSession(result);
      navigate(result.mustChangePassword ? '/password' : '/', { replace: true });
    },
    onSettled: () => setPuzzle(false),
  });
  if (session && !login.isPending) return <Navigate to="/" replace />;

  return (
    <main className="ad-login">
      <Card
        className="ad-login-card"
        title={<h1 style={{ margin: 0, fontSize: 20 }}>运营管理后台登录</h1>}
      >
        <Form
          form={form}
          layout="vertical"
          data-testid="admin-login"
          onFinish={() => setPuzzle(true)}
          requiredMark={false}
        >
          <Form.Item
            name="username"
            label="账号"
            rules={[{ required: true, whitespace: true, message: Messages.usernameRequired }]}
          >
            <Input placeholder="请输入账号" autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label="密码"
            rules={[{ required: true, message: Messages.passwordRequired }]}
          >
            <Input.Password placeholder="请输入密码" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            登录
          </Button>
        </Form>
      </Card>
      <Modal
        open={puzzle}
        title="请完成安全验证"
        footer={null}
        onCancel={() => setPuzzle(false)}
        destroyOnHidden
        width={520}
        centered
      >
        <div style={{ overflowX: 'auto' }}>
          <SlidePuzzle onVerified={(ticket) => login.mutate(ticket)} />
        </div>
      </Modal>
    </main>
  );
}
