/**
 * The one detail body of the article sections: title, facts (a meta line for news and views,
 * a table for cases and disclosures), the sanitised content, 上一篇/下一篇 and related items.
 */
import type { ArticleItem, ArticleLink, ArticleNav } from '@portal/shared/api/article';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { RouteName } from '../../../app/routes.ts';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { DetailSection, DetailTitle } from '../../../components/detail/detail-parts.tsx';
import { type RelatedEntry, RelatedList } from '../../../components/detail/related.tsx';
import { RichText } from '../../../components/detail/rich-text.tsx';
import './article.css';

/** [label, value]; a row whose value is empty is left out. */
export type ArticleFact = readonly [label: string, value: ReactNode];

const shown = (facts: readonly ArticleFact[]) =>
  facts.filter(([, value]) => value !== '' && value !== null && value !== undefined);

function PagerLink({
  label,
  link,
  to,
}: {
  label: string;
  link: ArticleLink | null;
  to: RouteName;
}) {
  return (
    <div data-testid={label === '上一篇' ? 'article-prev' : 'article-next'}>
      {label}：
      {link ? (
        <ItemLink to={to} id={link.id}>
          {link.title}
        </ItemLink>
      ) : (
        <span>没有了</span>
      )}
    </div>
  );
}

/** 上一篇 (newer) and 下一篇 (older) in the list's order. */
export function ArticlePager({ nav, to }: { nav: ArticleNav; to: RouteName }) {
  return (
    <nav className="ar-pager" aria-label="上一篇和下一篇">
      <PagerLink label="上一篇" link={nav.prev} to={to} />
      <PagerLink label="下一篇" link={nav.next} to={to} />
    </nav>
  );
}

interface ArticleDetailViewProps {
  title: string;
  facts: readonly ArticleFact[];
  /** 'line' under the title (news, views); 'table' above the content (cases, disclosures). */
  factsLayout?: 'line' | 'table';
  content: string;
  /** A titled section for the content (案例详情) instead of running on under the title. */
  contentTitle?: string;
  nav: ArticleNav;
  /** The section's detail route: prev/next and related items open it. */
  to: RouteName;
  relatedTitle: string;
  related: RelatedEntry[];
  testId: string;
}

export function ArticleDetailView(props: ArticleDetailViewProps) {
  const facts = shown(props.facts);
  const table = props.factsLayout === 'table' && (
    <Descriptions className="ar-facts" bordered size="middle" column={{ xs: 1, sm: 2 }}>
      {facts.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
  const body = (
    <div className="ar-body" data-testid="article-content">
      <RichText html={props.content} />
    </div>
  );
  return (
    <div data-testid={props.testId}>
      <article className="ar-detail pt-card">
        <div className="ar-detail__title">
          <DetailTitle>{props.title}</DetailTitle>
        </div>
        {props.factsLayout === 'table' ? (
          table
        ) : (
          <dl className="ar-meta">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}：</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {props.contentTitle ? null : body}
        {props.contentTitle ? null : <ArticlePager nav={props.nav} to={props.to} />}
      </article>
      {props.contentTitle && (
        <DetailSection title={props.contentTitle}>
          {body}
          <ArticlePager nav={props.nav} to={props.to} />
        </DetailSection>
      )}
      <RelatedList title={props.relatedTitle} to={props.to} items={props.related} />
    </div>
  );
}

/** The meta line of a news item or viewpoint. */
export function articleFacts(item: ArticleItem): ArticleFact[] {
  return [
    ['类别', item.categoryName],
    ['作者', item.author],
    ['来源', item.source],
    ['发布时间', item.publishDate],
    ['浏览', item.viewCount],
  ];
}

/** Related news or viewpoints as the related block lists them. */
export function relatedArticles(items: readonly ArticleItem[]): RelatedEntry[] {
  return items.map((item) => ({ id: item.id, title: item.title, note: item.publishDate }));
}
