import { AdminMessages } from '@portal/shared/validation/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { api } from '../lib/api.ts';

interface DecideButtonsProps {
  /** POST path of the decision. */
  path: string;
  /** Query keys to refresh after a decision. */
  invalidate: readonly unknown[][];
  onDone?: () => void;
  /**
   * Decisions that move money or publish show the whole item and ask before 通过 is sent
   * (issue #23): the dialog's title, body and confirm button text.
   */
  confirm?: { title: string; content: ReactNode; okText: string };
}

/** 通过 / 驳回 with a required reason: every review queue decides through this. */
export function DecideButtons({ path, invalidate, onDone, confirm }: DecideButtonsProps) {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useMutation({
    mutationFn: (body: { approve: boolean; reason?: string }) => api.post<null>(path, body),
    onSuccess: (_data, body) => {
      void message.success(body.approve ? '已通过' : '已驳回');
      setRefusing(false);
      for (const key of invalidate) void client.invalidateQueries({ queryKey: key });
      onDone?.();
    },
  });
  return (
    <>
      <Space wrap>
        <Button
          type="primary"
          loading={decide.isPending && decide.variables?.approve}
          onClick={() => {
            if (!confirm) return decide.mutate({ approve: true });
            void modal.confirm({
              title: confirm.title,
              content: confirm.content,
              okText: confirm.okText,
              cancelText: '再看看',
              width: 560,
              onOk: () => decide.mutateAsync({ approve: true }),
            });
          }}
        >
          通过
        </Button>
        <Button danger onClick={() => setRefusing(true)}>
          驳回
        </Button>
      </Space>
      <Modal
        open={refusing}
        title="驳回"
        okText="确认驳回"
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onCancel={() => setRefusing(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => decide.mutate({ approve: false, reason: v.reason.trim() })}
        >
          <Form.Item
            name="reason"
            label="驳回原因"
            rules={[
              { required: true, whitespace: true, message: AdminMessages.reasonRequired },
              { max: 200, message: '驳回原因不能超过200字' },
            ]}
          >
            <Input.TextArea rows={3} placeholder="请填写驳回原因，会员将收到该原因" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
