import { AdminPaths, type OperatorLoginResult } from '@portal/shared/api/index';
import { digestPassword } from '@portal/shared/password';
import { PASSWORD_PATTERN } from '@portal/shared/validation/common';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../lib/api.ts';
import { saveSession, useSession } from '../lib/session.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Change one's own password; the first login lands here and nothing else opens before it. */
export default function PasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const change = useMutation({
    mutationFn: (v: Values) =>
      api.post<OperatorLoginResult>(AdminPaths.changePassword, {
        oldPassword: digestPassword(v.oldPassword),
        newPassword: digestPassword(v.newPassword),
      }),
    onSuccess: (result) => {
      saveSession(result);
      void message.success('密码已修改');
      navigate('/', { replace: true });
    },
  });
  return (
    <div className="ad-panel" style={{ maxWidth: 520 }}>
      {session?.operator.mustChangePassword && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="首次登录请先修改密码" />
      )}
      <Form<Values>
        layout="vertical"
        onFinish={(v) => change.mutate(v)}
        data-testid="password-form"
      >
        <Form.Item
          name="oldPassword"
          label="原密码"
          rules={[{ required: true, message: Messages.oldPasswordRequired }]}
        >
          <Input.Password autoComplete="current-password" placeholder="请输入原密码" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          rules={[
            { required: true, message: Messages.newPasswordRequired },
            { pattern: PASSWORD_PATTERN, message: Messages.passwordRule },
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的密码不一致')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          保存
        </Button>
      </Form>
    </div>
  );
}
