import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useNewsDetail } from '../../features/article/api/get-news-detail.ts';
import {
  ArticleDetailView,
  articleFacts,
  relatedArticles,
} from '../../features/article/components/article-detail.tsx';

/** 新闻详情 (/NewsDetail?id). */
export function Component() {
  return (
    <DetailScreen
      useRecord={useNewsDetail}
      notFoundTitle="该新闻不存在"
      back={{ to: 'News', label: '浏览新闻资讯' }}
    >
      {(news) => (
        <ArticleDetailView
          testId="news-detail"
          title={news.title}
          facts={articleFacts(news)}
          content={news.content}
          nav={news}
          to="NewsDetail"
          relatedTitle="相关新闻"
          related={relatedArticles(news.related)}
        />
      )}
    </DetailScreen>
  );
}
