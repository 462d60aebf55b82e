import { ArticleCard } from '../../components/detail/article.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useRichText } from '../../features/content/api/get-rich-text.ts';

/** 图文详情 (/RichText?id=): a stand-alone article, e.g. the footer's 交易规则. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useRichText}
      notFoundTitle="该内容不存在或已下架"
      back={{ to: 'Index', label: '返回首页' }}
    >
      {(article) => (
        <ArticleCard
          title={article.title}
          date={article.updatedAt}
          dateLabel="更新日期"
          html={article.content}
        />
      )}
    </DetailScreen>
  );
}
