/** List rows of the article sections, on the list kit's card (list-card.tsx). */
import { EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { ArticleItem, CaseItem, DisclosureItem } from '@portal/shared/api/article';
import { formatWan } from '@portal/shared/format';
import { Tag } from 'antd';
import type { RouteName } from '../../../app/routes.ts';
import { IconMeta, ListCard } from '../../../components/list/list-card.tsx';
import './article.css';

/** A news item or viewpoint: cover when it has one, category, summary, author, source, date. */
export function ArticleRow({ item, detail }: { item: ArticleItem; detail: RouteName }) {
  return (
    <ListCard
      to={detail}
      id={item.id}
      title={item.title}
      testId="article-card"
      titleTestId="article-title"
      cover={item.img && <img src={item.img} alt="" loading="lazy" width={200} height={140} />}
      tags={
        (item.categoryName || item.isTop) && (
          <>
            {item.isTop && <Tag color="red">置顶</Tag>}
            {item.categoryName && <Tag color="blue">{item.categoryName}</Tag>}
          </>
        )
      }
      meta={
        <>
          {item.author && <span>{item.author}</span>}
          <span>来源：{item.source}</span>
          <span>{item.publishDate}</span>
          <IconMeta icon={<EyeOutlined />}>{item.viewCount}</IconMeta>
        </>
      }
    >
      <p className="mk-card__summary">{item.summary}</p>
    </ListCard>
  );
}

/** A success case: the parties, amount in 万元, mode, field, region and signing date. */
export function CaseRow({ item }: { item: CaseItem }) {
  return (
    <ListCard
      to="SuccessDetail"
      id={item.id}
      title={item.title}
      testId="case-card"
      titleTestId="case-title"
      cover={<img src={item.img} alt="" loading="lazy" width={200} height={140} />}
      category={item.transferModeName}
      tags={<Tag>{item.techArea}</Tag>}
      meta={
        <>
          <span>转让方 {item.transferor}</span>
          <span>受让方 {item.transferee}</span>
          <IconMeta icon={<EnvironmentOutlined />}>{item.regionName}</IconMeta>
          <span>签约日期 {item.dealDate}</span>
        </>
      }
      side={
        <>
          <span className="mk-card__price">{formatWan(item.amount)}</span>
          <span className="mk-card__meta">
            <EyeOutlined /> {item.viewCount}
          </span>
        </>
      }
    />
  );
}

/** A disclosed document: 索引号, 发布机构, 成文日期 and 发布日期 under the title. */
export function DisclosureRow({ item }: { item: DisclosureItem }) {
  return (
    <ListCard
      to="DisclosureDetail"
      id={item.id}
      title={item.title}
      testId="disclosure-card"
      titleTestId="disclosure-title"
      row
      category={item.categoryName}
      tags={item.docNo && <Tag>{item.docNo}</Tag>}
      meta={
        <>
          <span>
            索引号 <span className="ar-index">{item.indexNo}</span>
          </span>
          <span>发布机构 {item.issuer}</span>
          <span>成文日期 {item.writtenDate}</span>
          <span>发布日期 {item.publishDate}</span>
        </>
      }
    />
  );
}
