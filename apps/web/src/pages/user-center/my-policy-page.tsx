import {
  COLLECTION_STATUSES,
  type MyPolicyApply,
  type MyQuestionnaireAnswer,
} from '@portal/shared/api/index';
import { Pagination, Segmented, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { LinkButton } from '../../components/common/link-button.tsx';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MY_PAGE_SIZE, MyList, usePageParam } from '../../components/list/my-list.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import {
  type MyCollectionSubmission,
  useMyCollectionSubmissions,
} from '../../features/collection/api/get-my-collection-submissions.ts';
import { useMyQuestionnaireAnswers } from '../../features/collection/api/get-my-questionnaire-answers.ts';
import { useMyPolicyApplies } from '../../features/policy/api/get-my-policy-applies.ts';
import { ApplicationStatusTag } from '../../features/policy/components/policy-tags.tsx';
import '../../components/list/list.css';

const PAGE_SIZE = 10;

function ApplyRow({ apply }: { apply: MyPolicyApply }) {
  return (
    <RowCard testId="my-policy-row" side={<ApplicationStatusTag status={apply.status} />}>
      <ItemLink to="MyPolicyDetail" id={apply.id} className="mk-card__title">
        {apply.policyName}
      </ItemLink>
      <div className="mk-card__meta">
        <span>{apply.companyName}</span>
        <span>提交 {apply.createdAt}</span>
        {apply.decidedAt && <span>办理 {apply.decidedAt}</span>}
      </div>
      {apply.status === 2 && apply.reason && (
        <p className="mk-card__summary">退回原因：{apply.reason}</p>
      )}
    </RowCard>
  );
}

const TABS = [
  { value: 'policy', label: '政策申报' },
  { value: 'collection', label: '数据填报' },
  { value: 'questionnaire', label: '问卷调查' },
];

type Tab = 'policy' | 'collection' | 'questionnaire';

function TabBar({ tab }: { tab: Tab }) {
  const [, setParams] = useSearchParams();
  return (
    <div className="my-list__filters">
      <Segmented
        value={tab}
        options={TABS}
        onChange={(value) => setParams(value === 'policy' ? {} : { tab: String(value) })}
        data-testid="policy-tab"
      />
    </div>
  );
}

function SubmissionRow({ item }: { item: MyCollectionSubmission }) {
  return (
    <RowCard
      testId="my-collection-row"
      side={
        <StatusTag
          table={COLLECTION_STATUSES}
          status={item.status}
          colors={{ 0: 'orange', 1: 'green' }}
        />
      }
    >
      <Link
        to={getHref('InformationSubmission', {
          query: { type: item.type, periodId: item.periodId },
        })}
        className="mk-card__title"
      >
        {item.formTitle}
      </Link>
      <div className="mk-card__meta">
        <span>期次 {item.periodName}</span>
        <span>{item.submittedAt ? `提交于 ${item.submittedAt}` : `保存于 ${item.updatedAt}`}</span>
      </div>
    </RowCard>
  );
}

function AnswerRow({ item }: { item: MyQuestionnaireAnswer }) {
  return (
    <RowCard
      testId="my-questionnaire-row"
      side={<Tag color={item.open ? 'green' : 'default'}>{item.open ? '进行中' : '已结束'}</Tag>}
    >
      <Link to={getHref('TheForm', { query: { id: item.id } })} className="mk-card__title">
        {item.title}
      </Link>
      <div className="mk-card__meta">
        <span>
          调查时间 {item.startDate} 至 {item.endDate}
        </span>
        <span>填写于 {item.answeredAt}</span>
        <Link to={getHref('TheForm', { query: { id: item.id } })}>查看结果</Link>
      </div>
    </RowCard>
  );
}

/** tab=collection / tab=questionnaire: data reports and questionnaire answers. */
function CollectionTabs({ tab }: { tab: 'collection' | 'questionnaire' }) {
  const [pageNum, setPage] = usePageParam();
  const submissions = useMyCollectionSubmissions(pageNum, MY_PAGE_SIZE, tab === 'collection');
  const answers = useMyQuestionnaireAnswers(
    { pageNum, pageSize: MY_PAGE_SIZE },
    tab === 'questionnaire',
  );
  const common = {
    title: '我的政策申报',
    pageNum,
    onPage: setPage,
    filters: <TabBar tab={tab} />,
  };
  return tab === 'collection' ? (
    <MyList
      {...common}
      testId="my-collection-list"
      query={submissions}
      rowKey={(item) => `${item.type}-${item.periodId}`}
      renderRow={(item) => <SubmissionRow item={item} />}
      emptyText="暂无数据填报"
      emptyAction={{ label: '去数据填报', to: getHref('DataFillIn') }}
    />
  ) : (
    <MyList
      {...common}
      testId="my-questionnaire-list"
      query={answers}
      rowKey={(item) => item.id}
      renderRow={(item) => <AnswerRow item={item} />}
      emptyText="暂未填写问卷"
      emptyAction={{ label: '参与问卷调查', to: getHref('TheForm') }}
    />
  );
}

/**
 * /UserInfo/MyPolicy: the member's policy applications with their status, paged in the URL;
 * tab=collection their data-collection drafts and submissions (草稿/已提交, each opening its
 * /InformationSubmission), tab=questionnaire the questionnaires they answered (results on
 * /TheForm). Reports and questionnaires are, like policy applications, things a member files
 * with the government side, so they live here rather than among the messages.
 */
export function Component() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  if (tab === 'collection' || tab === 'questionnaire') return <CollectionTabs tab={tab} />;
  return <PolicyApplies />;
}

function PolicyApplies() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('pageNum'));
  const pageNum = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const list = useMyPolicyApplies({ pageNum, pageSize: PAGE_SIZE });
  const records = list.data?.records ?? [];
  return (
    <section className="mk-list pt-card" data-testid="my-policy-list">
      <div className="mk-list__bar">
        <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
          我的政策申报
        </h1>
        <span className="mk-list__total">
          共 <b>{list.data?.total ?? '—'}</b> 条
        </span>
      </div>
      <TabBar tab="policy" />
      {list.isPending ? (
        <SkeletonLines count={6} height={20} gap={30} />
      ) : records.length === 0 ? (
        <NoData height={200} description="暂无政策申报" />
      ) : (
        records.map((apply) => <ApplyRow key={apply.id} apply={apply} />)
      )}
      {!list.isPending && records.length === 0 && (
        <div style={{ textAlign: 'center' }}>
          <LinkButton type="primary" to={getHref('Recommendation', { query: { applyStatus: 1 } })}>
            查看申报中的政策
          </LinkButton>
        </div>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="mk-list__pager"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          showSizeChanger={false}
          onChange={(next) => setParams(next > 1 ? { pageNum: String(next) } : {})}
        />
      )}
    </section>
  );
}
