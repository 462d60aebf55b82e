import { MESSAGE_KINDS } from '@portal/shared/enums/message-kind';
import { Button, Checkbox, Pagination, Select } from 'antd';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { useMessages } from '../../features/message/api/get-messages.ts';
import { useMarkRead } from '../../features/message/api/mark-read.ts';
import { MessageRow } from '../../features/message/components/message-row.tsx';
import { useListState } from '../../lib/use-list-state.ts';
import '../../components/list/list.css';

const PAGE_SIZE = 10;
const EXTRAS = { kind: 'int', unread: 'bool' } as const;
const KIND_OPTIONS = [
  { value: 0, label: '全部类型' },
  ...Object.entries(MESSAGE_KINDS).map(([value, label]) => ({ value: Number(value), label })),
];

/**
 * /UserInfo/MyNews (我的消息): the member's messages with unread marks; kind and unread-only
 * filters and the page live in the URL. Opening a message marks it read; 全部标为已读 marks all.
 */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const kind = typeof state.extras.kind === 'number' ? state.extras.kind : undefined;
  const unreadOnly = state.extras.unread === true;
  const list = useMessages({
    pageNum: state.pageNum,
    pageSize: PAGE_SIZE,
    ...(kind ? { kind: kind as keyof typeof MESSAGE_KINDS } : {}),
    ...(unreadOnly ? { unread: true } : {}),
  });
  const markRead = useMarkRead();
  const records = list.data?.records ?? [];
  const anyUnread = records.some((m) => !m.read) || unreadOnly;
  return (
    <section className="mk-list pt-card" data-testid="my-news">
      <div className="mk-list__bar">
        <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
          我的消息
        </h1>
        <span className="mk-list__total">
          共 <b>{list.data?.total ?? '—'}</b> 条
        </span>
      </div>
      <div className="msg-toolbar">
        <Select
          aria-label="消息类型"
          value={kind ?? 0}
          options={KIND_OPTIONS}
          style={{ minWidth: 140 }}
          onChange={(value: number) => update({ extras: { kind: value || undefined } })}
        />
        <Checkbox
          checked={unreadOnly}
          onChange={(e) => update({ extras: { unread: e.target.checked || undefined } })}
        >
          仅看未读
        </Checkbox>
        <span className="msg-toolbar__spacer" />
        <Button
          onClick={() => markRead.mutate({ all: true })}
          loading={markRead.isPending && markRead.variables?.all === true}
          disabled={!anyUnread}
        >
          全部标为已读
        </Button>
      </div>
      {list.isPending ? (
        <SkeletonLines count={6} height={20} gap={30} />
      ) : records.length === 0 ? (
        <NoData height={200} description={unreadOnly ? '没有未读消息' : '暂无消息'} />
      ) : (
        <div className={`mk-list__body${list.isPlaceholderData ? ' is-fetching' : ''}`}>
          {records.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              onRead={(id) => markRead.mutate({ id })}
            />
          ))}
        </div>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="mk-list__pager"
          current={state.pageNum}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          showSizeChanger={false}
          onChange={(pageNum) => update({ pageNum })}
        />
      )}
    </section>
  );
}
