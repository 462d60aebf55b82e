import { useSession } from '@portal/client/session';
import { Alert, Pagination, Tag } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { getHref, loginHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { NoData } from '../../components/common/no-data.tsx';
import { SectionEmpty } from '../../components/common/section-empty.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { useQuestionnaire } from '../../features/collection/api/get-questionnaire.ts';
import { useQuestionnaires } from '../../features/collection/api/get-questionnaires.ts';
import { QuestionnaireForm } from '../../features/collection/components/questionnaire-form.tsx';
import { ResultBars } from '../../features/collection/components/result-bars.tsx';
import '../../features/collection/components/collection.css';

const PAGE_SIZE = 10;

function QuestionnaireList() {
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const list = useQuestionnaires({ pageNum, pageSize: PAGE_SIZE });
  return (
    <section className="pt-card pt-col" data-testid="questionnaire-list">
      <h1 className="pt-page-title">问卷调查</h1>
      <p className="pt-col__intro">参与问卷，提交后即可查看当前统计结果。</p>
      {list.isPending ? (
        <SkeletonLines count={6} />
      ) : !list.data?.records.length ? (
        <NoData description="暂无问卷" />
      ) : (
        <div className="pt-q__list">
          {list.data.records.map((q) => (
            <Link
              key={q.id}
              className="pt-q__item"
              to={getHref('TheForm', { query: { id: q.id } })}
              data-testid="questionnaire-item"
            >
              <h3>{q.title}</h3>
              <div className="pt-q__meta">
                <Tag color={q.open ? 'processing' : 'default'}>{q.open ? '进行中' : '已结束'}</Tag>
                <Tag>{q.anonymous ? '匿名' : '实名（需登录）'}</Tag>
                <span>
                  {q.startDate} 至 {q.endDate}
                </span>
                <span>{q.questionCount} 题</span>
                <span>{q.responseCount} 人参与</span>
              </div>
            </Link>
          ))}
        </div>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          onChange={(n) => setParams({ pageNum: String(n) })}
          showSizeChanger={false}
        />
      )}
    </section>
  );
}

function QuestionnairePage({ id }: { id: number }) {
  const query = useQuestionnaire(id);
  const { token } = useSession();
  const location = useLocation();
  if (query.isPending) {
    return (
      <section className="pt-card pt-col">
        <SkeletonLines count={10} />
      </section>
    );
  }
  const detail = query.data;
  if (!detail) {
    return (
      <SectionEmpty title="问卷调查" description="该问卷不存在或未发布">
        <LinkButton to={getHref('TheForm')} type="primary">
          查看全部问卷
        </LinkButton>
      </SectionEmpty>
    );
  }
  const needsLogin = !detail.anonymous && !token;
  return (
    <section className="pt-card pt-col" data-testid="questionnaire">
      <h1 className="pt-page-title">{detail.title}</h1>
      <p className="pt-col__intro">{detail.intro}</p>
      <div className="pt-q__meta" style={{ margin: '10px 0 18px' }}>
        <Tag color={detail.open ? 'processing' : 'default'}>
          {detail.open ? '进行中' : '已结束'}
        </Tag>
        <Tag>{detail.anonymous ? '匿名' : '实名（需登录）'}</Tag>
        <span>
          {detail.startDate} 至 {detail.endDate}
        </span>
        <Link to={getHref('TheForm')}>全部问卷</Link>
      </div>
      {detail.results ? (
        <>
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 12 }}
            title="您已填写该问卷，感谢参与！以下为当前统计结果"
          />
          <ResultBars questions={detail.questions} results={detail.results} />
        </>
      ) : !detail.open ? (
        <Alert
          type="warning"
          showIcon
          title={`该问卷的填写时间为 ${detail.startDate} 至 ${detail.endDate}，当前不可填写`}
        />
      ) : needsLogin ? (
        <Alert
          type="info"
          showIcon
          title={
            <span>
              本问卷需<Link to={loginHref(1, location.pathname + location.search)}>登录</Link>
              后填写，每位会员填写一次
            </span>
          }
        />
      ) : (
        <QuestionnaireForm detail={detail} />
      )}
    </section>
  );
}

/** 问卷调查 (/TheForm?id=): a questionnaire and its results after answering; the list without id. */
export function Component() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <QuestionnairePage id={id} /> : <QuestionnaireList />;
}
