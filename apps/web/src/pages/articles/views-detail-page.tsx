import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useViewDetail } from '../../features/article/api/get-view-detail.ts';
import {
  ArticleDetailView,
  articleFacts,
  relatedArticles,
} from '../../features/article/components/article-detail.tsx';

/** 观点详情 (/ViewsDetail?id). */
export function Component() {
  return (
    <DetailScreen
      useRecord={useViewDetail}
      notFoundTitle="该观点不存在"
      back={{ to: 'Views', label: '浏览观点洞察' }}
    >
      {(view) => (
        <ArticleDetailView
          testId="view-detail"
          title={view.title}
          facts={articleFacts(view)}
          content={view.content}
          nav={view}
          to="ViewsDetail"
          relatedTitle="更多观点"
          related={relatedArticles(view.related)}
        />
      )}
    </DetailScreen>
  );
}
