import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { api } from '../lib/api.ts';

export interface MoveAction {
  to: number;
  label: string;
  danger?: boolean;
  /** Asks for a reason the member will read (refusals). */
  reason?: boolean;
  /** Asks for a 0–100 score. */
  score?: boolean;
}

interface MoveButtonsProps {
  /** POST path of the move; the body is { to, reason?, score? }. */
  path: string;
  actions: readonly MoveAction[];
  /** Query keys to refresh after a move. */
  invalidate: readonly unknown[][];
}

/** Status moves of a queue row: plain moves confirm first, refusals and scores ask in a dialog. */
export function MoveButtons({ path, actions, invalidate }: MoveButtonsProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [asking, setAsking] = useState<MoveAction | null>(null);
  const [form] = Form.useForm<{ reason?: string; score?: number }>();
  const move = useMutation({
    mutationFn: (body: { to: number; reason?: string; score?: number }) =>
      api.post<null>(path, body),
    onSuccess: () => {
      void message.success('已处理');
      setAsking(null);
      for (const key of invalidate) void client.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <>
      <Space wrap>
        {actions.map((a) =>
          a.reason || a.score ? (
            <Button key={a.to} size="small" danger={a.danger} onClick={() => setAsking(a)}>
              {a.label}
            </Button>
          ) : (
            <Popconfirm
              key={a.to}
              title={`确认${a.label}？`}
              okText="确认"
              cancelText="取消"
              onConfirm={() => move.mutate({ to: a.to })}
            >
              <Button size="small" type={a.danger ? 'default' : 'primary'} danger={a.danger}>
                {a.label}
              </Button>
            </Popconfirm>
          ),
        )}
      </Space>
      <Modal
        open={asking !== null}
        title={asking?.label}
        okText="确认"
        cancelText="取消"
        okButtonProps={{ danger: asking?.danger, loading: move.isPending }}
        onCancel={() => setAsking(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            asking &&
            move.mutate({
              to: asking.to,
              ...(v.reason ? { reason: v.reason.trim() } : {}),
              ...(v.score !== undefined ? { score: v.score } : {}),
            })
          }
        >
          {asking?.score ? (
            <Form.Item
              name="score"
              label="评分（0-100）"
              rules={[{ required: true, message: '请填写0-100的评分' }]}
            >
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
          {asking?.reason ? (
            <Form.Item
              name="reason"
              label="原因"
              rules={[
                { required: true, whitespace: true, message: '请填写驳回原因' },
                { max: 200, message: '原因不能超过200字' },
              ]}
            >
              <Input.TextArea rows={3} placeholder="请填写原因，会员将收到该原因" />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </>
  );
}
