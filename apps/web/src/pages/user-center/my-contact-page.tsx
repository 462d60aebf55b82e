import type { ContactRequestItem } from '@portal/shared/api/index';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REQUEST_STATUSES,
  CONTACT_TARGETS,
} from '@portal/shared/enums/contact-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, message, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MyList } from '../../components/list/my-list.tsx';
import { type ListTab, useMyListTab } from '../../components/list/my-list-tab.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import {
  CONTACT_KEY,
  type ContactSide,
  closeContact,
  replyContact,
  useMyContacts,
} from '../../features/contact/api/contact.ts';

const COLORS = { 0: 'orange', 1: 'green', 2: 'default' } as const;

function ContactRow({ item, side }: { item: ContactRequestItem; side: ContactSide }) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const done = (result: { msg: string }) => {
    void message.success(result.msg);
    setReply('');
    void queryClient.invalidateQueries({ queryKey: CONTACT_KEY });
  };
  const answer = useMutation({ mutationFn: replyContact, onSuccess: done });
  const close = useMutation({ mutationFn: closeContact, onSuccess: done });
  return (
    <RowCard
      testId="my-contact-row"
      side={
        <>
          <StatusTag table={CONTACT_REQUEST_STATUSES} status={item.status} colors={COLORS} />
          {item.status !== 2 && (
            <Popconfirm
              title="关闭后双方不能再回复，确定关闭？"
              onConfirm={() => close.mutate(item.id)}
            >
              <Button size="small" loading={close.isPending}>
                关闭洽谈
              </Button>
            </Popconfirm>
          )}
        </>
      }
    >
      <ItemLink
        to={item.targetType === 'outcome' ? 'OutcomeDetail' : 'ServiceDetail'}
        id={item.targetId}
        className="mk-card__title"
      >
        {item.targetTitle}
      </ItemLink>
      <div className="mk-card__meta">
        <span>{CONTACT_TARGETS[item.targetType]}</span>
        <span>
          {side === 'sent' ? '对方' : '发起人'} {item.counterpart}
        </span>
        <span>
          联系人 {item.linkman} {item.linkphone}
        </span>
        <span>发起于 {item.createdAt}</span>
      </div>
      <p className="mk-card__summary">洽谈内容：{item.message}</p>
      {item.reply && (
        <p className="mk-card__summary" data-testid="contact-reply">
          回复（{item.repliedAt}）：{item.reply}
        </p>
      )}
      {side === 'received' && item.status === 0 && (
        <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
          <Input
            value={reply}
            maxLength={CONTACT_MESSAGE_MAX}
            onChange={(e) => setReply(e.target.value)}
            placeholder="回复对方，如约定洽谈时间"
            aria-label="回复内容"
          />
          <Button
            type="primary"
            loading={answer.isPending}
            onClick={() => answer.mutate({ id: item.id, reply })}
          >
            回复
          </Button>
        </Space.Compact>
      )}
    </RowCard>
  );
}

const SIDES = [
  { value: 'sent', label: '我发出的洽谈' },
  { value: 'received', label: '我收到的洽谈' },
] as const satisfies readonly ListTab<ContactSide>[];

/**
 * /UserInfo/MyContact: 意向洽谈 the member sent (tab sent, default) and received about what
 * they published (tab received); the status is the request's own.
 */
export function Component() {
  const { tab: side, paging, list } = useMyListTab(SIDES, 'contact-tab');
  const query = useMyContacts(side, paging);
  return (
    <MyList
      {...list}
      title="我的洽谈"
      testId="my-contact-list"
      query={query}
      rowKey={(item) => item.id}
      renderRow={(item) => <ContactRow item={item} side={side} />}
      emptyText={side === 'sent' ? '暂未发起洽谈' : '暂未收到洽谈'}
      emptyAction={{ label: '浏览科技成果', to: getHref('Outcome') }}
    />
  );
}
