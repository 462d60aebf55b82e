import { AdminContactPaths, type AdminContactRequest } from '@portal/shared/api/index';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REQUEST_STATUSES,
  CONTACT_TARGETS,
} from '@portal/shared/enums/contact-request';
import { ContactMessages } from '@portal/shared/validation/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal.tsx';
import { QueuePage } from '../../components/queue-page.tsx';
import { api } from '../../lib/api.ts';

/** Reply for the platform (待回复 only) or close; the member gets a message either way. */
function ContactActions({ row }: { row: AdminContactRequest }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reply: string }>();
  const done = () => {
    void message.success('已处理');
    setOpen(false);
    void client.invalidateQueries({ queryKey: ['admin', 'contact-requests'] });
  };
  const reply = useMutation({
    mutationFn: (text: string) => api.post<null>(AdminContactPaths.reply(row.id), { reply: text }),
    onSuccess: done,
  });
  const close = useMutation({
    mutationFn: () => api.post<null>(AdminContactPaths.close(row.id)),
    onSuccess: done,
  });
  return (
    <Space wrap>
      {row.status === 0 && (
        <Button size="small" type="primary" onClick={() => setOpen(true)}>
          回复
        </Button>
      )}
      <Popconfirm
        title="确认关闭该洽谈？"
        okText="确认"
        cancelText="取消"
        onConfirm={() => close.mutate()}
      >
        <Button size="small">关闭</Button>
      </Popconfirm>
      <FormModal
        open={open}
        title={`回复：${row.targetTitle}`}
        okText="发送回复"
        loading={reply.isPending}
        onClose={() => setOpen(false)}
        onOk={() => form.submit()}
      >
        <Form form={form} layout="vertical" onFinish={(v) => reply.mutate(v.reply.trim())}>
          <Form.Item
            name="reply"
            label="回复内容（会员将收到）"
            rules={[
              { required: true, whitespace: true, message: ContactMessages.replyRequired },
              { max: CONTACT_MESSAGE_MAX, message: ContactMessages.replyTooLong },
            ]}
          >
            <Input.TextArea rows={4} placeholder="如：已转告服务机构，将于两个工作日内与您联系" />
          </Form.Item>
        </Form>
      </FormModal>
    </Space>
  );
}

/**
 * 意向洽谈 about items no member owns (organisations' service products, seeded outcomes): the
 * operators answer for the platform, so no request is lost.
 */
export default function ContactRequestsPage() {
  return (
    <QueuePage<AdminContactRequest>
      name="contact-requests"
      path={AdminContactPaths.queue}
      exportName="意向洽谈"
      statuses={CONTACT_REQUEST_STATUSES}
      defaultStatus="0"
      statusLabel="洽谈状态"
      keywordLabel="项目名称"
      columns={[
        {
          title: '类型',
          dataIndex: 'targetType',
          render: (v: 'outcome' | 'service') => CONTACT_TARGETS[v],
        },
        { title: '项目', dataIndex: 'targetTitle' },
        { title: '会员', dataIndex: 'username' },
      ]}
      after={() => [{ title: '提交时间', dataIndex: 'createdAt' }]}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="联系人">{`${r.linkman} ${r.linkphone}`}</Descriptions.Item>
          <Descriptions.Item label="洽谈内容">{r.message}</Descriptions.Item>
          <Descriptions.Item label="回复">{r.reply ?? '—'}</Descriptions.Item>
        </Descriptions>
      )}
      actions={(r) => (r.status === 2 ? null : <ContactActions row={r} />)}
    />
  );
}
