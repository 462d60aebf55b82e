import { ClockCircleOutlined, FileTextOutlined, NotificationOutlined } from '@ant-design/icons';
import type { NewsItem, PolicyItem } from '@portal/shared/api/index';
import { LIST_SIZES } from '@portal/shared/constants';
import { NEWS_TYPES } from '@portal/shared/enums/news-type';
import { POLICY_APPLY_STATUSES } from '@portal/shared/enums/policy-apply-status';
import { formatDate } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { NoData } from '../../../components/common/no-data.tsx';
import { Skeleton, SkeletonLines } from '../../../components/common/skeleton.tsx';
import { SectionHead } from '../../../features/home/components/section-head.tsx';
import { useNewsHome } from '../../../features/news/api/get-news-home.ts';
import { usePolicyHome } from '../../../features/policy/api/get-policy-home.ts';
import { deadlineText, isUrgent } from '../../../features/policy/logic/deadline.ts';
import './policy-news.css';

const NEWS_SIZE = 8;
const PANEL_HEIGHT = 520;

/** A titled column of the section with its 更多 link; the body keeps one height while loading. */
function Panel({
  testId,
  icon,
  title,
  more,
  children,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  more: string;
  children: ReactNode;
}) {
  return (
    <div className="hm-pn-panel" data-testid={testId}>
      <div className="hm-pn-panel__head">
        <h3>
          {icon} {title}
        </h3>
        <Link to={more}>更多 ›</Link>
      </div>
      <div className="hm-pn-panel__body" style={{ height: PANEL_HEIGHT }}>
        {children}
      </div>
    </div>
  );
}

function PolicyRow({ policy }: { policy: PolicyItem }) {
  return (
    <Link
      className="hm-policy"
      to={getHref('PolicyDetail', { query: { id: policy.id } })}
      data-testid="policy-row"
    >
      <span
        className={`hm-policy__status hm-policy__status--${policy.applyStatus}`}
        data-testid="policy-status"
      >
        {POLICY_APPLY_STATUSES[policy.applyStatus]}
      </span>
      <span className="hm-policy__name" title={policy.policyName}>
        {policy.policyName}
      </span>
      <span className={`hm-policy__deadline${isUrgent(policy) ? ' is-urgent' : ''}`}>
        {deadlineText(policy)}
      </span>
    </Link>
  );
}

function NewsHeadline({ item }: { item: NewsItem }) {
  return (
    <Link
      className="hm-news-top"
      to={getHref('NewsDetail', { query: { id: item.id } })}
      data-testid="news-row"
    >
      <span className="hm-news-top__img">
        {item.newsImg ? (
          <img src={item.newsImg} alt="" width={232} height={150} loading="lazy" decoding="async" />
        ) : (
          <NotificationOutlined />
        )}
      </span>
      <span className="hm-news-top__body">
        <span className="hm-news-top__title">{item.newsTitle}</span>
        <span className="hm-news-top__summary">{item.summary}</span>
        <span className="hm-news-top__date">
          <ClockCircleOutlined /> {formatDate(item.publishDate)}
        </span>
      </span>
    </Link>
  );
}

function NewsRow({ item }: { item: NewsItem }) {
  return (
    <Link
      className="hm-news"
      to={getHref('NewsDetail', { query: { id: item.id } })}
      data-testid="news-row"
    >
      <span className="hm-news__type">[{NEWS_TYPES[item.newsType as 1] ?? '资讯'}]</span>
      <span className="hm-news__title" title={item.newsTitle}>
        {item.newsTitle}
      </span>
      <span className="hm-news__date">{formatDate(item.publishDate).slice(5)}</span>
    </Link>
  );
}

function NewsPanel() {
  const { data, isPending, isError } = useNewsHome(NEWS_SIZE);
  // The headline is the latest news with a picture; the others follow in their order.
  const news = data ?? [];
  const first = news.find((item) => item.newsImg) ?? news[0];
  const rest = news.filter((item) => item !== first);
  return (
    <Panel
      testId="news-panel"
      icon={<NotificationOutlined />}
      title="新闻动态"
      more={getHref('News')}
    >
      {isPending ? (
        <>
          <Skeleton height={150} />
          <div style={{ marginTop: 24 }}>
            <SkeletonLines count={7} />
          </div>
        </>
      ) : isError || !first ? (
        <NoData height={PANEL_HEIGHT} />
      ) : (
        <>
          <NewsHeadline item={first} />
          {rest.map((item) => (
            <NewsRow key={item.id} item={item} />
          ))}
        </>
      )}
    </Panel>
  );
}

function PolicyPanel() {
  const { data, isPending, isError } = usePolicyHome({
    size: LIST_SIZES.policies,
    isToday: true,
  });
  return (
    <Panel
      testId="policy-panel"
      icon={<FileTextOutlined />}
      title="政策申报"
      more={getHref('Recommendation')}
    >
      {isPending ? (
        <SkeletonLines count={LIST_SIZES.policies} gap={21} />
      ) : isError || !data?.length ? (
        <NoData height={PANEL_HEIGHT} />
      ) : (
        data
          .slice(0, LIST_SIZES.policies)
          .map((policy) => <PolicyRow key={policy.id} policy={policy} />)
      )}
    </Panel>
  );
}

/** 政策资讯 (#policyInformation): news on the left, policies open for application on the right. */
export function PolicyNews() {
  return (
    <section
      id="policyInformation"
      className="hm-band hm-anchor"
      data-testid="section-policyInformation"
    >
      <div className="pt-content">
        <SectionHead title="政策资讯" en="Policy Information" />
        <div className="hm-pn">
          <NewsPanel />
          <PolicyPanel />
        </div>
      </div>
    </section>
  );
}
