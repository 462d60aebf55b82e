import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { api } from '../lib/api.ts';

export interface RowAction {
  label: string;
  /** POST path of the action. */
  path: string;
  /** The body of the post; a reason, a score or the `form`'s answer is added to it. */
  body?: Record<string, unknown>;
  /** What the confirmation of a plain action says (default 确认{label}？). */
  confirm?: string;
  danger?: boolean;
  /** Asks for a reason the member will read (refusals, cancellations). */
  reason?: boolean;
  /** Asks for a 0–100 score. */
  score?: boolean;
  /** A form field of its own (a delivery report upload) that answers part of the body. */
  form?: (set: (body: Record<string, unknown>) => void) => ReactNode;
}

interface ActionButtonsProps {
  actions: readonly RowAction[];
  /** Query keys to refresh after an action. */
  invalidate: readonly unknown[][];
  /** The toast after an action (default 已处理). */
  done?: (action: RowAction) => string;
}

const asks = (a: RowAction) => Boolean(a.reason || a.score || a.form);

/**
 * The operator's actions on a queue row: plain ones confirm in a popover, those that need a
 * reason, a score or a file ask in a dialog; then post, say so and refresh the lists.
 */
export function ActionButtons({ actions, invalidate, done }: ActionButtonsProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [asking, setAsking] = useState<RowAction | null>(null);
  const [extra, setExtra] = useState<Record<string, unknown>>({});
  const [form] = Form.useForm<{ reason?: string; score?: number }>();
  const run = useMutation({
    mutationFn: ({ action, body }: { action: RowAction; body: Record<string, unknown> }) =>
      api.post<null>(action.path, body),
    onSuccess: (_data, { action }) => {
      void message.success(done?.(action) ?? '已处理');
      setAsking(null);
      setExtra({});
      for (const key of invalidate) void client.invalidateQueries({ queryKey: key });
    },
  });
  const post = (action: RowAction, added: Record<string, unknown> = {}) =>
    run.mutate({ action, body: { ...(action.body ?? {}), ...added } });
  return (
    <>
      <Space wrap>
        {actions.map((a) =>
          asks(a) ? (
            <Button key={a.label} size="small" danger={a.danger} onClick={() => setAsking(a)}>
              {a.label}
            </Button>
          ) : (
            <Popconfirm
              key={a.label}
              title={a.confirm ?? `确认${a.label}？`}
              okText="确认"
              cancelText="取消"
              onConfirm={() => post(a)}
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
        okButtonProps={{ danger: asking?.danger, loading: run.isPending }}
        onCancel={() => setAsking(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            asking &&
            post(asking, {
              ...extra,
              ...(v.reason ? { reason: v.reason.trim() } : {}),
              ...(v.score !== undefined ? { score: v.score } : {}),
            })
          }
        >
          {asking?.form?.((body) => setExtra(body))}
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
              label="原因（会员可见）"
              rules={[
                { required: true, whitespace: true, message: '请填写原因' },
                { max: 200, message: '原因不能超过200字' },
              ]}
            >
              <Input.TextArea rows={3} maxLength={200} showCount placeholder="会员将收到该原因" />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </>
  );
}
