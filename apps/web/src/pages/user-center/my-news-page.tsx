import { QUESTION_STATUSES } from '@portal/shared/enums/interaction';
import { MESSAGE_KINDS } from '@portal/shared/enums/message-kind';
import { Button, Checkbox, Pagination, Segmented, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { useMyQuestions } from '../../features/interaction/api/get-my-questions.ts';
import { QuestionRow } from '../../features/interaction/components/question-row.tsx';
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

const TABS = [
  { value: 'message', label: '系统消息' },
  { value: 'question', label: '我的提问' },
];

function TabBar({ tab }: { tab: 'message' | 'question' }) {
  const [, setParams] = useSearchParams();
  return (
    <div className="my-list__filters">
      <Segmented
        value={tab}
        options={TABS}
        onChange={(value) => setParams(value === 'question' ? { tab: 'question' } : {})}
        data-testid="news-tab"
      />
    </div>
  );
}

const QUESTION_STATUS_OPTIONS = [
  { value: -1, label: '全部状态' },
  ...Object.entries(QUESTION_STATUSES).map(([value, label]) => ({ value: Number(value), label })),
];

/** tab=question: the questions the member asked in 互动交流, answered or not. */
function MyQuestions() {
  const [params, setParams] = useSearchParams();
  const [pageNum, setPage] = usePageParam();
  const raw = params.get('status');
  const status = raw !== null && Number(raw) in QUESTION_STATUSES ? Number(raw) : undefined;
  const query = useMyQuestions(
    { pageNum, pageSize: MY_PAGE_SIZE, ...(status !== undefined ? { status } : {}) },
    true,
  );
  const filters = (
    <>
      <TabBar tab="question" />
      <div className="my-list__filters">
        <Select
          aria-label="答复状态"
          value={status ?? -1}
          options={QUESTION_STATUS_OPTIONS}
          style={{ minWidth: 140 }}
          onChange={(value: number) =>
            setParams(value >= 0 ? { tab: 'question', status: String(value) } : { tab: 'question' })
          }
        />
      </div>
    </>
  );
  return (
    <MyList
      title="我的消息"
      testId="my-question-list"
      query={query}
      pageNum={pageNum}
      onPage={setPage}
      filters={filters}
      rowKey={(item) => item.id}
      renderRow={(item) => <QuestionRow item={item} mine />}
      emptyText="暂无提问"
      emptyAction={{ label: '去互动交流提问', to: getHref('Interaction') }}
    />
  );
}

export function Component() {
  const [params] = useSearchParams();
  return params.get('tab') === 'question' ? <MyQuestions /> : <Messages />;
}

/**
 * /UserInfo/MyNews (我的消息): the member's messages with unread marks; kind and unread-only
 * filters and the page live in the URL. Opening a message marks it read; 全部标为已读 marks all.
 * tab=question: the member's own questions in 互动交流 with 待答复/已答复.
 */
function Messages() {
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
      <TabBar tab="message" />
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
