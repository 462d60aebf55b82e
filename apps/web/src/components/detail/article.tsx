/**
 * Detail kit — a titled article (rich-text pages, ad articles, help articles):
 * `<ArticleCard title={…} date={…} html={…} />`, the HTML sanitised by RichText.
 */
import { CalendarOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { DetailTitle } from './detail-parts.tsx';
import { RichText } from './rich-text.tsx';
import './detail.css';

export function ArticleCard({
  title,
  date,
  dateLabel = '发布日期',
  html,
  children,
}: {
  title: string;
  date?: string;
  dateLabel?: string;
  html: string;
  /** Shown between the heading and the body (a cover picture…). */
  children?: ReactNode;
}) {
  return (
    <article className="mk-detail pt-card mk-article" data-testid="article">
      <header className="mk-article__head">
        <DetailTitle>{title}</DetailTitle>
        {date && (
          <p className="mk-article__date">
            <CalendarOutlined aria-hidden /> {dateLabel}：{date}
          </p>
        )}
      </header>
      {children}
      <RichText html={html} />
    </article>
  );
}
