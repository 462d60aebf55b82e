/**
 * The detail screen of an article-like record (news, viewpoint, case, disclosure, notice,
 * rule): ?id → the record → ArticleDetailView, with the record's own title, content and
 * 上一篇/下一篇; the screen says what its facts and related items are.
 */
import type { ArticleDetail, ArticleNav } from '@portal/shared/api/article';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { RouteName } from '../../app/routes.ts';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import type { RelatedEntry } from '../../components/detail/related.tsx';
import {
  ArticleDetailView,
  type ArticleFact,
  articleFacts,
  relatedArticles,
} from '../../features/article/components/article-detail.tsx';

type ArticleRecord = ArticleNav & { title: string; content: string };

type ViewProps = ComponentProps<typeof ArticleDetailView>;

interface ArticleScreenProps<T extends ArticleRecord>
  extends Pick<ViewProps, 'testId' | 'to' | 'factsLayout' | 'contentTitle' | 'relatedTitle'> {
  useRecord: (id: number) => UseQueryResult<T>;
  notFoundTitle: string;
  back: { to: RouteName; label: string };
  facts: (record: T) => readonly ArticleFact[];
  /** None for a section without a related block's worth of items (notices, rules). */
  related?: (record: T) => RelatedEntry[];
}

export function ArticleScreen<T extends ArticleRecord>({
  useRecord,
  notFoundTitle,
  back,
  facts,
  related,
  ...view
}: ArticleScreenProps<T>) {
  return (
    <DetailScreen useRecord={useRecord} notFoundTitle={notFoundTitle} back={back}>
      {(record) => (
        <ArticleDetailView
          {...view}
          title={record.title}
          facts={facts(record)}
          content={record.content}
          nav={record}
          related={related?.(record) ?? []}
        />
      )}
    </DetailScreen>
  );
}

/** A news item or viewpoint: the article facts, and its related articles under `relatedTitle`. */
export function NewsArticleScreen(
  props: Omit<ArticleScreenProps<ArticleDetail>, 'facts' | 'related'>,
) {
  return (
    <ArticleScreen
      {...props}
      facts={articleFacts}
      related={(item) => relatedArticles(item.related)}
    />
  );
}
