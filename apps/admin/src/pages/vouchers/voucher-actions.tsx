import { PaperClipOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { api, openPrivateFile } from '../../lib/api.ts';

/** A private file of a voucher row (licence, report, contract, invoice) for the review role. */
export function FileLink({ file }: { file: { name: string; url: string } | null }) {
  if (!file) return <span>—</span>;
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => void openPrivateFile(file.url)}
    >
      <PaperClipOutlined /> {file.name}
    </Button>
  );
}

export interface VoucherAction {
  label: string;
  path: string;
  /** What the confirmation says (plain actions). */
  confirm?: string;
  danger?: boolean;
  /** Asks for a reason the member reads; the body is { approve: false, reason } when `decide`. */
  reason?: boolean;
  /** The body of a plain action ({ approve: true } for a decision). */
  body?: Record<string, unknown>;
  /** A form field of its own (the delivery report), answering the body. */
  form?: (set: (body: Record<string, unknown>) => void) => ReactNode;
}

/**
 * The operator's actions on a voucher row: each asks first (a confirmation, or a dialog for a
 * reason or a file), then posts, says what happened and refreshes the lists and the dashboard.
 */
export function VoucherActions({ actions, name }: { actions: VoucherAction[]; name: string }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [asking, setAsking] = useState<VoucherAction | null>(null);
  const [extra, setExtra] = useState<Record<string, unknown>>({});
  const [form] = Form.useForm<{ reason?: string }>();
  const run = useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown; label: string }) =>
      api.post<null>(path, body),
    onSuccess: (_d, v) => {
      void message.success(`已${v.label}`);
      setAsking(null);
      setExtra({});
      void client.invalidateQueries({ queryKey: ['admin', name] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
  const post = (a: VoucherAction, body: Record<string, unknown>) =>
    run.mutate({ path: a.path, body, label: a.label });
  return (
    <>
      <Space wrap>
        {actions.map((a) =>
          a.reason || a.form ? (
            <Button key={a.label} size="small" danger={a.danger} onClick={() => setAsking(a)}>
              {a.label}
            </Button>
          ) : (
            <Popconfirm
              key={a.label}
              title={a.confirm ?? `确认${a.label}？`}
              okText="确认"
              cancelText="取消"
              onConfirm={() => post(a, a.body ?? {})}
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
              ...(asking.body ?? {}),
              ...extra,
              ...(v.reason ? { reason: v.reason.trim() } : {}),
            })
          }
        >
          {asking?.form?.((body) => setExtra(body))}
          {asking?.reason && (
            <Form.Item
              name="reason"
              label="原因（会员可见）"
              rules={[{ required: true, whitespace: true, message: '请填写原因' }]}
            >
              <Input.TextArea maxLength={200} showCount rows={3} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
