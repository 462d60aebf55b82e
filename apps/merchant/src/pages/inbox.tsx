import { type MerchantContactItem, MerchantWorkPaths as W } from '@portal/shared/api/index';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REQUEST_STATUSES,
  CONTACT_TARGETS,
  labelOf,
} from '@portal/shared/enums/index';
import { Badge, Button, Form, Input, List, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { WorkList } from '../components/work-list.tsx';
import { settled, useWorkAction } from '../lib/work.ts';

// Preset colours (dark text on a light tint) keep 4.5:1; antd's status colours do not.
const COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'default' };

const FILTERS = [
  { value: '', label: '全部洽谈' },
  ...Object.entries(CONTACT_REQUEST_STATUSES).map(([value, label]) => ({ value, label })),
];

function ReplyForm({ item, onDone }: { item: MerchantContactItem; onDone: () => void }) {
  const reply = useWorkAction<{ id: number; reply: string }>(
    W.inboxReply,
    '回复成功，对方将收到消息',
  );
  const [form] = Form.useForm<{ reply: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      className="mc-reply"
      onFinish={async ({ reply: text }) => {
        if (await settled(reply.mutateAsync({ id: item.id, reply: text }))) onDone();
      }}
    >
      <Form.Item
        name="reply"
        label="回复内容（发起方在“我的洽谈”中看到）"
        rules={[{ required: true, whitespace: true, message: '请输入回复内容' }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={CONTACT_MESSAGE_MAX}
          showCount
          data-testid="reply-text"
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          发送回复
        </Button>
        <Button onClick={onDone}>收起</Button>
      </Space>
    </Form>
  );
}

/**
 * 意向洽谈 about the organisation's outcomes and products: read (the badge counts unread ones),
 * reply, close. The status beside each is the request's own, the one its sender sees too.
 */
export default function InboxPage() {
  const read = useWorkAction<{ id: number }>(W.inboxRead);
  const close = useWorkAction<{ id: number }>(W.inboxClose, '洽谈已关闭');
  const [open, setOpen] = useState<number>();
  const toggle = (item: MerchantContactItem) => {
    setOpen(open === item.id ? undefined : item.id);
    if (!item.read) read.mutate({ id: item.id });
  };
  return (
    <WorkList<MerchantContactItem>
      title="意向洽谈"
      filter={{ label: '洽谈状态', options: FILTERS, width: 120 }}
      source={{ name: 'inbox', path: W.inbox }}
      emptyText="暂无意向洽谈"
      testId="merchant-inbox"
      renderItem={(c) => (
        <List.Item data-testid={`contact-${c.id}`}>
          <div className="mc-contact">
            <Space wrap>
              {!c.read && <Badge status="error" text="未读" />}
              <Tag>{CONTACT_TARGETS[c.targetType]}</Tag>
              <strong>{c.targetTitle}</strong>
              <Tag color={COLOR[c.status]}>{labelOf(CONTACT_REQUEST_STATUSES, c.status)}</Tag>
            </Space>
            <p className="mc-contact-text">{c.message}</p>
            <div className="mc-contact-meta">
              {c.linkman} {c.linkphone} · 会员 {c.counterpart} · {c.createdAt}
            </div>
            {c.reply && <p className="mc-contact-reply">我方回复：{c.reply}</p>}
            <Space wrap style={{ marginTop: 8 }}>
              {c.status === 0 && (
                <Button size="small" type="primary" onClick={() => toggle(c)}>
                  回复
                </Button>
              )}
              {c.status !== 0 && !c.read && (
                <Button size="small" onClick={() => read.mutate({ id: c.id })}>
                  标为已读
                </Button>
              )}
              {c.status !== 2 && (
                <Popconfirm
                  title="关闭后双方不能再回复，确定关闭？"
                  onConfirm={() => settled(close.mutateAsync({ id: c.id }))}
                >
                  <Button size="small">关闭</Button>
                </Popconfirm>
              )}
            </Space>
            {open === c.id && c.status === 0 && (
              <ReplyForm item={c} onDone={() => setOpen(undefined)} />
            )}
          </div>
        </List.Item>
      )}
    ></WorkList>
  );
}
