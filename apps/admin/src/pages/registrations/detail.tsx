import {
  ADMIN_MOVES_WITH_REASON,
  ADMIN_REGISTRATION_KINDS,
  type AdminRegistrationDetail,
  AdminRegistrationPaths,
} from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { ORDER_STATUSES } from '@portal/shared/enums/order-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Input, List, Modal, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/** One registration: its fields, the history of moves, and the operator's allowed moves. */
export default function RegistrationDetailPage() {
  const { kind = 'transfer', id } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const reviewer = useSession()?.operator.roles.includes('review') ?? false;
  const [asking, setAsking] = useState<number | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const key = ['admin', 'registration', kind, id];
  const { data, isLoading, isError } = useQuery({
    queryKey: key,
    queryFn: () =>
      api.get<AdminRegistrationDetail>(`${AdminRegistrationPaths.registrations}${kind}/${id}`),
  });
  const move = useMutation({
    mutationFn: (body: { to: number; reason?: string }) =>
      api.post<null>(AdminRegistrationPaths.registrationMove(kind, id ?? ''), body),
    onSuccess: (_d, body) => {
      void message.success(`已变更为“${labelOf(ORDER_STATUSES, body.to)}”`);
      setAsking(null);
      for (const k of [key, ['admin', 'registrations'], ['admin', 'dashboard']]) {
        void client.invalidateQueries({ queryKey: k });
      }
    },
  });
  if (isLoading) return <Skeleton active />;
  if (isError || !data) return <Result status="404" title="登记记录不存在" />;
  return (
    <div className="ad-panel" data-testid="registration-detail">
      <Descriptions
        title={`${labelOf(ADMIN_REGISTRATION_KINDS, data.kind)}：${data.title}`}
        column={{ xs: 1, md: 2 }}
        bordered
        size="small"
        items={[
          {
            label: '状态',
            children: (
              <span data-testid="registration-status">{labelOf(ORDER_STATUSES, data.status)}</span>
            ),
          },
          { label: '会员', children: data.username },
          ...data.fields.map((f) => ({ label: f.label, children: f.value })),
          { label: '说明', children: data.reason ?? '—' },
          { label: '提交时间', children: data.createdAt },
        ]}
      />
      <h2 style={{ fontSize: 16, marginTop: 16 }}>状态历史</h2>
      <List
        size="small"
        dataSource={data.history}
        renderItem={(h) => (
          <List.Item>
            {h.createdAt} ·{' '}
            {h.fromStatus === null
              ? `提交：${labelOf(ORDER_STATUSES, h.toStatus)}`
              : `${labelOf(ORDER_STATUSES, h.fromStatus)} → ${labelOf(ORDER_STATUSES, h.toStatus)}`}
            {h.reason ? ` · ${h.reason}` : ''}
          </List.Item>
        )}
      />
      <Space style={{ marginTop: 16 }} wrap>
        {reviewer &&
          data.moves.map((to) => (
            <Button
              key={to}
              type={ADMIN_MOVES_WITH_REASON.includes(to) ? 'default' : 'primary'}
              danger={ADMIN_MOVES_WITH_REASON.includes(to)}
              loading={move.isPending && move.variables?.to === to}
              onClick={() =>
                ADMIN_MOVES_WITH_REASON.includes(to) ? setAsking(to) : move.mutate({ to })
              }
            >
              变更为{labelOf(ORDER_STATUSES, to)}
            </Button>
          ))}
        <Button onClick={() => navigate(`/registrations?kind=${data.kind}`)}>返回列表</Button>
      </Space>
      <Modal
        open={asking !== null}
        title={`变更为${asking === null ? '' : labelOf(ORDER_STATUSES, asking)}`}
        okText="确认"
        okButtonProps={{ danger: true, loading: move.isPending }}
        onCancel={() => setAsking(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => asking !== null && move.mutate({ to: asking, reason: v.reason.trim() })}
        >
          <Form.Item
            name="reason"
            label="说明"
            rules={[
              { required: true, whitespace: true, message: '请填写说明' },
              { max: 200, message: '说明不能超过200字' },
            ]}
          >
            <Input.TextArea rows={3} placeholder="请填写说明，会员将收到该说明" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
