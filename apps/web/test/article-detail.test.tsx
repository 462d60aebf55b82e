import type { ArticleDetail } from '@portal/shared/api/article';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ArticleDetailView,
  articleFacts,
  relatedArticles,
} from '../src/features/article/components/article-detail.tsx';

const news: ArticleDetail = {
  id: 8,
  title: '全省技术合同成交额同比增长22%',
  summary: '摘要',
  img: null,
  author: '',
  source: '科技日报',
  publishDate: '2026-11-20',
  viewCount: 12,
  category: 1,
  categoryName: '工作动态',
  isTop: false,
  content: '<p>正文第一段</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  prev: { id: 9, title: '更新的一篇' },
  next: null,
  related: [],
};

function renderNews(item: ArticleDetail) {
  render(
    <MemoryRouter>
      <ArticleDetailView
        testId="news-detail"
        title={item.title}
        facts={articleFacts(item)}
        content={item.content}
        nav={item}
        to="NewsDetail"
        relatedTitle="相关新闻"
        related={relatedArticles(item.related)}
      />
    </MemoryRouter>,
  );
  return screen.getByTestId('news-detail');
}

describe('article detail body', () => {
  it('shows the facts it has, leaving out an empty author', () => {
    const detail = renderNews(news);
    expect(screen.getByTestId('detail-title').textContent).toBe(news.title);
    expect(detail.textContent).toContain('来源：科技日报');
    expect(detail.textContent).toContain('类别：工作动态');
    expect(detail.textContent).not.toContain('作者');
  });

  it('links 上一篇 to the newer item and says 没有了 at the end', () => {
    renderNews(news);
    const prev = within(screen.getByTestId('article-prev')).getByRole('link');
    expect(prev.getAttribute('href')).toBe('/NewsDetail?id=9');
    expect(prev.textContent).toBe('更新的一篇');
    expect(screen.getByTestId('article-next').textContent).toBe('下一篇：没有了');
  });

  it('renders the content through the sanitiser', () => {
    renderNews(news);
    const content = screen.getByTestId('article-content');
    expect(content.textContent).toContain('正文第一段');
    expect(content.innerHTML).not.toMatch(/script|onerror/);
  });
});
