import { useViewDetail } from '../../features/article/api/get-view-detail.ts';
import {
  articleFacts,
  relatedArticles,
} from '../../features/article/components/article-detail.tsx';
import { ArticleScreen } from './article-screen.tsx';

/** 观点详情 (/ViewsDetail?id). */
export function Component() {
  return (
    <ArticleScreen
      useRecord={useViewDetail}
      notFoundTitle="该观点不存在"
      back={{ to: 'Views', label: '浏览观点洞察' }}
      testId="view-detail"
      to="ViewsDetail"
      facts={articleFacts}
      relatedTitle="更多观点"
      related={(view) => relatedArticles(view.related)}
    />
  );
}
