import { QuestionCircleOutlined } from '@ant-design/icons';
import { useSession } from '@portal/client/session';
import type { MyQuestionQuery, QuestionPageQuery } from '@portal/shared/api/interaction';
import { QUESTION_CATEGORIES, QUESTION_STATUSES } from '@portal/shared/enums/interaction';
import { Button } from 'antd';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { loginHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { FilterPanel, tableRow } from '../../components/list/filter-panel.tsx';
import { ListFrame } from '../../components/list/list-frame.tsx';
import { useMyQuestions } from '../../features/interaction/api/get-my-questions.ts';
import { useQuestionPage } from '../../features/interaction/api/get-question-page.ts';
import { AskQuestionDialog } from '../../features/interaction/components/ask-question-dialog.tsx';
import { QuestionRow } from '../../features/interaction/components/question-row.tsx';
import { LIST_PAGE_SIZE } from '../../lib/list-filters.ts';
import { setExtra, useListState } from '../../lib/use-list-state.ts';
import './interaction-page.css';

/** `mine=true` is the 我的提问 tab; the other filters and the page stay in the query too. */
const EXTRAS = { category: 'int', status: 'int', mine: 'bool' } as const;

const TABS = [
  { mine: false, label: '公开问答' },
  { mine: true, label: '我的提问' },
] as const;

/** 互动交流 (/Interaction): published answers for everyone, the member's own questions, 我要提问. */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const [, setParams] = useSearchParams();
  const location = useLocation();
  const { token } = useSession();
  const [asking, setAsking] = useState(false);
  const mine = state.extras.mine === true;

  const publicQuery: QuestionPageQuery = {
    pageNum: state.pageNum,
    pageSize: LIST_PAGE_SIZE,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(typeof state.extras.category === 'number' ? { category: state.extras.category } : {}),
  };
  const mineQuery: MyQuestionQuery = {
    pageNum: state.pageNum,
    pageSize: LIST_PAGE_SIZE,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(typeof state.extras.status === 'number' ? { status: state.extras.status } : {}),
  };
  const published = useQuestionPage(publicQuery, !mine);
  const own = useMyQuestions(mineQuery, mine && token !== null);
  const page = mine ? own : published;
  const records = page.data?.records ?? [];

  const here = `${location.pathname}${location.search}`;
  const rows = mine
    ? [
        tableRow(
          'status',
          '回复状态',
          QUESTION_STATUSES,
          state.extras.status,
          setExtra(update)('status'),
        ),
      ]
    : [
        tableRow(
          'category',
          '问题类别',
          QUESTION_CATEGORIES,
          state.extras.category,
          setExtra(update)('category'),
        ),
      ];

  return (
    <div className="ia-page" data-testid="interaction-page">
      <section className="ia-page__head pt-card">
        <div>
          <h1 className="pt-page-title">互动交流</h1>
          <p className="pt-page-subtitle">
            政策咨询、技术交易、成果登记等问题由相关部门答复，公开的问答供所有访客查阅。
          </p>
        </div>
        {token ? (
          <Button
            type="primary"
            size="large"
            icon={<QuestionCircleOutlined />}
            onClick={() => setAsking(true)}
            data-testid="ask-open"
          >
            我要提问
          </Button>
        ) : (
          <LinkButton
            type="primary"
            size="large"
            icon={<QuestionCircleOutlined />}
            to={loginHref(1, here)}
            data-testid="ask-open"
          >
            登录后提问
          </LinkButton>
        )}
      </section>

      <div className="ia-page__tabs" role="tablist" aria-label="问答分类">
        {TABS.map((tab) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            aria-selected={mine === tab.mine}
            className={`ia-page__tab${mine === tab.mine ? ' is-active' : ''}`}
            onClick={() => setParams(tab.mine ? { mine: 'true' } : {})}
            data-testid={tab.mine ? 'tab-mine' : 'tab-public'}
          >
            {tab.label}
          </button>
        ))}
      </div>

      {mine && !token ? (
        <section className="ia-page__login pt-card" data-testid="mine-login">
          <p>登录后可查看您提出的问题及答复进度。</p>
          <LinkButton type="primary" to={loginHref(1, here)}>
            立即登录
          </LinkButton>
        </section>
      ) : (
        <>
          <FilterPanel rows={rows} />
          <ListFrame
            keyword={state.keyword}
            keywordPlaceholder={mine ? '搜索我的提问' : '搜索问题标题、内容或答复'}
            onKeyword={(keyword) => update({ keyword })}
            total={page.data?.total}
            pageNum={state.pageNum}
            onPage={(pageNum) => update({ pageNum })}
            pending={page.isPending}
            fetching={page.isPlaceholderData}
            empty={records.length === 0}
          >
            {records.map((item) => (
              <QuestionRow key={item.id} item={item} mine={mine} />
            ))}
          </ListFrame>
        </>
      )}

      <AskQuestionDialog
        open={asking}
        onClose={() => setAsking(false)}
        onAsked={() => setParams({ mine: 'true' })}
      />
    </div>
  );
}
