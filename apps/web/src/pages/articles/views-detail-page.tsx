import { useViewDetail } from '../../features/article/api/get-view-detail.ts';
import { NewsArticleScreen } from './article-screen.tsx';

/** 观点详情 (/ViewsDetail?id). */
export function Component() {
  return (
    <NewsArticleScreen
      useRecord={useViewDetail}
      notFoundTitle="该观点不存在"
      back={{ to: 'Views', label: '浏览观点洞察' }}
      testId="view-detail"
      to="ViewsDetail"
      relatedTitle="更多观点"
    />
  );
}
