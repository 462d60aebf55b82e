import { type AdminMemberPasswordReset, AdminPaths } from '@portal/shared/api/index';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../lib/api.ts';

/**
 * 重置密码 (system role): the server makes a temporary password and ends the member's sessions;
 * the password is shown here once and kept nowhere in the console.
 */
export function MemberPasswordReset({ memberId }: { memberId: number | string }) {
  const [password, setPassword] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () =>
      api.post<AdminMemberPasswordReset>(AdminPaths.memberResetPassword(memberId), {}),
    onSuccess: (data) => setPassword(data.password),
  });
  return (
    <>
      <Popconfirm
        title="重置后该会员立即退出登录，须用临时密码登录并修改密码。确定重置？"
        onConfirm={() => reset.mutate()}
      >
        <Button loading={reset.isPending}>重置密码</Button>
      </Popconfirm>
      <Modal
        title="临时密码"
        open={password !== null}
        onCancel={() => setPassword(null)}
        // Once closed, the password is nowhere in the page.
        destroyOnHidden
        footer={<Button onClick={() => setPassword(null)}>我已告知会员</Button>}
        width={420}
        style={{ maxWidth: 'calc(100vw - 32px)' }}
      >
        <Alert
          type="warning"
          showIcon
          title="临时密码只显示这一次，关闭后无法再查看。请通过安全渠道告知会员。"
        />
        <Typography.Paragraph
          copyable
          data-testid="temporary-password"
          style={{ fontSize: 20, fontFamily: 'monospace', marginTop: 16 }}
        >
          {password}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
