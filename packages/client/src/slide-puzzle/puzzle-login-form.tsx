import { Messages } from '@portal/shared/validation/messages';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { SlidePuzzle } from './slide-puzzle.tsx';

export interface PasswordCredentials {
  username: string;
  password: string;
}

interface PuzzleLoginFormProps {
  testId: string;
  usernamePlaceholder: string;
  /** The login request is on its way: the button spins. */
  busy: boolean;
  /** The typed account and password (not yet digested) and the solved puzzle's one-time ticket. */
  onVerified: (credentials: PasswordCredentials, ticket: string) => void;
}

/**
 * Account and password, then the slide puzzle in a dialog: the console's and the workspace's
 * login (the portal's own login form also offers SMS and remembers the account).
 */
export function PuzzleLoginForm({
  testId,
  usernamePlaceholder,
  busy,
  onVerified,
}: PuzzleLoginFormProps) {
  const [form] = Form.useForm<PasswordCredentials>();
  const [puzzle, setPuzzle] = useState(false);
  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        data-testid={testId}
        onFinish={() => setPuzzle(true)}
      >
        <Form.Item
          name="username"
          label="账号"
          rules={[{ required: true, whitespace: true, message: Messages.usernameRequired }]}
        >
          <Input placeholder={usernamePlaceholder} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label="密码"
          rules={[{ required: true, message: Messages.passwordRequired }]}
        >
          <Input.Password placeholder="请输入密码" autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          登录
        </Button>
      </Form>
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
          <SlidePuzzle
            onVerified={(ticket) => {
              setPuzzle(false);
              onVerified(form.getFieldsValue(), ticket);
            }}
          />
        </div>
      </Modal>
    </>
  );
}
