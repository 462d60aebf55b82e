import { useNewsDetail } from '../../features/article/api/get-news-detail.ts';
import {
  articleFacts,
  relatedArticles,
} from '../../features/article/components/article-detail.tsx';
import { ArticleScreen } from './article-screen.tsx';

/** 新闻详情 (/NewsDetail?id). */
export function Component() {
  return (
    <ArticleScreen
      useRecord={useNewsDetail}
      notFoundTitle="该新闻不存在"
      back={{ to: 'News', label: '浏览新闻资讯' }}
      testId="news-detail"
      to="NewsDetail"
      facts={articleFacts}
      relatedTitle="相关新闻"
      related={(news) => relatedArticles(news.related)}
    />
  );
}
