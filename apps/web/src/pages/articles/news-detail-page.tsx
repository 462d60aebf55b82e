import { useNewsDetail } from '../../features/article/api/get-news-detail.ts';
import { NewsArticleScreen } from './article-screen.tsx';

/** 新闻详情 (/NewsDetail?id). */
export function Component() {
  return (
    <NewsArticleScreen
      useRecord={useNewsDetail}
      notFoundTitle="该新闻不存在"
      back={{ to: 'News', label: '浏览新闻资讯' }}
      testId="news-detail"
      to="NewsDetail"
      relatedTitle="相关新闻"
    />
  );
}
