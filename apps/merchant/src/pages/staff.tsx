import { MerchantPaths, type OrgStaffMember } from '@portal/shared/api/index';
import { PHONE_PATTERN } from '@portal/shared/validation/common';
import { MerchantMessages as M } from '@portal/shared/validation/merchant';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, List, message, Popconfirm, Space, Tag } from 'antd';
import { api } from '../lib/api.ts';
import { useMe } from '../lib/me.ts';

/** The organisation's people; the owner adds registered members as staff by phone. */
export default function StaffPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ telephone: string }>();
  const staff = useQuery({
    queryKey: ['merchant', 'staff'],
    queryFn: () => api.get<OrgStaffMember[]>(MerchantPaths.staff),
    enabled: Boolean(me.data?.org),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['merchant', 'staff'] });
  const invite = useMutation({
    mutationFn: (telephone: string) => api.post(MerchantPaths.staffInvite, { telephone }),
    onSuccess: () => {
      void message.success('已添加为机构工作人员');
      form.resetFields();
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (userId: number) => api.post(MerchantPaths.staffRemove, { userId }),
    onSuccess: () => {
      void message.success('已移除该工作人员');
      return refresh();
    },
  });
  const owner = me.data?.org?.role === 'owner';
  if (me.data && !me.data.org) return <Card>{M.notOrgMember}</Card>;
  return (
    <Card title={<h1 className="mc-h1">机构成员</h1>}>
      {owner && (
        <Form
          form={form}
          layout="inline"
          onFinish={(v) => invite.mutate(v.telephone.trim())}
          style={{ marginBottom: 16, rowGap: 8 }}
          data-testid="staff-invite"
        >
          <Form.Item
            name="telephone"
            rules={[
              { required: true, whitespace: true, message: M.telephoneRequired },
              { pattern: PHONE_PATTERN, message: M.telephoneInvalid },
            ]}
          >
            <Input placeholder="对方注册平台账号的手机号" inputMode="numeric" maxLength={11} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={invite.isPending}>
            邀请为工作人员
          </Button>
        </Form>
      )}
      <List
        loading={staff.isLoading}
        dataSource={staff.data ?? []}
        renderItem={(s) => (
          <List.Item
            actions={
              owner && s.role === 'staff'
                ? [
                    <Popconfirm
                      key="remove"
                      title={`确定移除${s.username}吗？`}
                      onConfirm={() => remove.mutate(s.userId)}
                    >
                      <Button type="link" danger>
                        移除
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  {s.username}
                  <Tag color={s.role === 'owner' ? 'blue' : 'default'}>{s.roleName}</Tag>
                </Space>
              }
              description={`${s.telephone} · ${s.joinedAt} 加入`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
