import { ArticleCard } from '../../components/detail/article.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useAdDetail } from '../../features/home/api/get-ad-detail.ts';

/** 专题详情 (/AdDetail?id=): the article of an ad whose detailType is 3. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useAdDetail}
      notFoundTitle="该专题不存在或已下线"
      back={{ to: 'Index', label: '返回首页' }}
    >
      {(ad) => (
        <ArticleCard title={ad.title} date={ad.publishDate} html={ad.content}>
          {ad.img && <img className="mk-article__img" src={ad.img} alt={ad.title} />}
        </ArticleCard>
      )}
    </DetailScreen>
  );
}
