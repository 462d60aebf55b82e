import { type AdminOperatorRow, AdminPaths } from '@portal/shared/api/index';
import { OPERATOR_ROLES, type OperatorRole } from '@portal/shared/enums/operator-role';
import { digestPassword } from '@portal/shared/password';
import { PASSWORD_PATTERN, USERNAME_PATTERN } from '@portal/shared/validation/common';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, Modal, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { ExportButton } from '../components/export-button.tsx';
import { WholeTable } from '../components/paged-table.tsx';
import { api } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';

const roleOptions = Object.entries(OPERATOR_ROLES).map(([value, label]) => ({ value, label }));

/** The operator's roles, at least one. */
const rolesItem = (
  <Form.Item name="roles" label="角色" rules={[{ required: true, message: '请至少选择一个角色' }]}>
    <Checkbox.Group options={roleOptions} />
  </Form.Item>
);

interface OperatorDialogProps<V> {
  open: boolean;
  title: string;
  onClose: () => void;
  initialValues?: Partial<V>;
  onFinish: (values: V) => void;
  /** The form's own submit button (the dialog has no footer) and its spinner. */
  submitText: string;
  loading: boolean;
  children: ReactNode;
}

/** A dialog around one operator form, submitted by the button at its end. */
function OperatorDialog<V>(props: OperatorDialogProps<V>) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
    >
      <Form<V> layout="vertical" initialValues={props.initialValues} onFinish={props.onFinish}>
        {props.children}
        <Button type="primary" htmlType="submit" loading={props.loading}>
          {props.submitText}
        </Button>
      </Form>
    </Modal>
  );
}

interface CreateValues {
  username: string;
  displayName: string;
  roles: OperatorRole[];
  password: string;
}

/** Operator accounts (system role): create, change roles, disable, reset the password. */
export default function OperatorsPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const me = useSession()?.operator.id;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminOperatorRow | null>(null);
  const [resetting, setResetting] = useState<AdminOperatorRow | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'operators'],
    queryFn: () => api.get<AdminOperatorRow[]>(AdminPaths.operators),
  });
  const refresh = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: ['admin', 'operators'] });
  };
  const create = useMutation({
    mutationFn: (v: CreateValues) =>
      api.post(AdminPaths.operators, { ...v, password: digestPassword(v.password) }),
    onSuccess: () => {
      setCreating(false);
      refresh('已创建，首次登录须修改密码');
    },
  });
  const update = useMutation({
    mutationFn: (v: { id: number; roles?: OperatorRole[]; status?: 0 | 1 }) =>
      api.post(AdminPaths.operatorUpdate(v.id), { roles: v.roles, status: v.status }),
    onSuccess: () => {
      setEditing(null);
      refresh('已保存');
    },
  });
  const reset = useMutation({
    mutationFn: (v: { id: number; password: string }) =>
      api.post(AdminPaths.operatorResetPassword(v.id), { password: digestPassword(v.password) }),
    onSuccess: () => {
      setResetting(null);
      refresh('密码已重置');
    },
  });
  const passwordRules = [
    { required: true, message: Messages.passwordRequired },
    { pattern: PASSWORD_PATTERN, message: Messages.passwordRule },
  ];

  return (
    <div className="ad-panel">
      <div className="ad-filters">
        <Button type="primary" onClick={() => setCreating(true)}>
          新建运营账号
        </Button>
        <ExportButton path={AdminPaths.operators} filters={{}} name="运营账号" />
      </div>
      <WholeTable<AdminOperatorRow>
        rows={data}
        loading={isFetching}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'displayName' },
          {
            title: '角色',
            dataIndex: 'roles',
            render: (roles: OperatorRole[]) =>
              roles.map((r) => <Tag key={r}>{OPERATOR_ROLES[r]}</Tag>),
          },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: number) => (v === 1 ? '启用' : '停用'),
          },
          { title: '最近登录', dataIndex: 'lastLoginAt', render: (v: string | null) => v ?? '—' },
          {
            title: '操作',
            key: 'op',
            render: (_v, r) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(r)}>
                  角色
                </Button>
                <Button size="small" onClick={() => setResetting(r)}>
                  重置密码
                </Button>
                {r.id !== me && (
                  <Button
                    size="small"
                    danger={r.status === 1}
                    onClick={() => update.mutate({ id: r.id, status: r.status === 1 ? 0 : 1 })}
                  >
                    {r.status === 1 ? '停用' : '启用'}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <OperatorDialog<CreateValues>
        open={creating}
        title="新建运营账号"
        onClose={() => setCreating(false)}
        onFinish={(v) => create.mutate(v)}
        submitText="创建"
        loading={create.isPending}
      >
        <Form.Item
          name="username"
          label="账号"
          rules={[
            { required: true, message: Messages.usernameRequired },
            { pattern: USERNAME_PATTERN, message: Messages.usernameRule },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="displayName"
          label="姓名"
          rules={[{ required: true, message: '请输入姓名' }]}
        >
          <Input />
        </Form.Item>
        {rolesItem}
        <Form.Item name="password" label="初始密码" rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </OperatorDialog>
      <OperatorDialog<{ roles: OperatorRole[] }>
        open={editing !== null}
        title={`修改角色：${editing?.username ?? ''}`}
        onClose={() => setEditing(null)}
        initialValues={{ roles: editing?.roles }}
        onFinish={(v) => editing && update.mutate({ id: editing.id, roles: v.roles })}
        submitText="保存"
        loading={update.isPending}
      >
        {rolesItem}
      </OperatorDialog>
      <OperatorDialog<{ password: string }>
        open={resetting !== null}
        title={`重置密码：${resetting?.username ?? ''}`}
        onClose={() => setResetting(null)}
        onFinish={(v) => resetting && reset.mutate({ id: resetting.id, password: v.password })}
        submitText="重置"
        loading={reset.isPending}
      >
        <Form.Item name="password" label="新的初始密码" rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </OperatorDialog>
    </div>
  );
}
