/** List rows of the article sections, on the list kit's card classes (list.css). */
import { EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { ArticleItem, CaseItem, DisclosureItem } from '@portal/shared/api/article';
import { formatWan } from '@portal/shared/format';
import { Tag } from 'antd';
import type { RouteName } from '../../../app/routes.ts';
import { ItemLink } from '../../../components/common/item-link.tsx';
import '../../../components/list/list.css';
import './article.css';

/** A news item or viewpoint: cover when it has one, category, summary, author, source, date. */
export function ArticleRow({ item, detail }: { item: ArticleItem; detail: RouteName }) {
  return (
    <article className="mk-card" data-testid="article-card">
      {item.img && (
        <ItemLink to={detail} id={item.id} className="mk-card__cover" decorative>
          <img src={item.img} alt="" loading="lazy" width={200} height={140} />
        </ItemLink>
      )}
      <div className="mk-card__body">
        <ItemLink to={detail} id={item.id} className="mk-card__title" testId="article-title">
          {item.title}
        </ItemLink>
        {(item.categoryName || item.isTop) && (
          <div className="mk-card__tags">
            {item.isTop && <Tag color="red">置顶</Tag>}
            {item.categoryName && <Tag color="blue">{item.categoryName}</Tag>}
          </div>
        )}
        <p className="mk-card__summary">{item.summary}</p>
        <div className="mk-card__meta">
          {item.author && <span>{item.author}</span>}
          <span>来源：{item.source}</span>
          <span>{item.publishDate}</span>
          <span>
            <EyeOutlined /> {item.viewCount}
          </span>
        </div>
      </div>
    </article>
  );
}

/** A success case: the parties, amount in 万元, mode, field, region and signing date. */
export function CaseRow({ item }: { item: CaseItem }) {
  return (
    <article className="mk-card" data-testid="case-card">
      <ItemLink to="SuccessDetail" id={item.id} className="mk-card__cover" decorative>
        <img src={item.img} alt="" loading="lazy" width={200} height={140} />
      </ItemLink>
      <div className="mk-card__body">
        <ItemLink to="SuccessDetail" id={item.id} className="mk-card__title" testId="case-title">
          {item.title}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.transferModeName}</Tag>
          <Tag>{item.techArea}</Tag>
        </div>
        <div className="mk-card__meta">
          <span>转让方 {item.transferor}</span>
          <span>受让方 {item.transferee}</span>
          <span>
            <EnvironmentOutlined /> {item.regionName}
          </span>
          <span>签约日期 {item.dealDate}</span>
        </div>
      </div>
      <div className="mk-card__side">
        <span className="mk-card__price">{formatWan(item.amount)}</span>
        <span className="mk-card__meta">
          <EyeOutlined /> {item.viewCount}
        </span>
      </div>
    </article>
  );
}

/** A disclosed document: 索引号, 发布机构, 成文日期 and 发布日期 under the title. */
export function DisclosureRow({ item }: { item: DisclosureItem }) {
  return (
    <article className="mk-card mk-card--row" data-testid="disclosure-card">
      <div className="mk-card__body">
        <ItemLink
          to="DisclosureDetail"
          id={item.id}
          className="mk-card__title"
          testId="disclosure-title"
        >
          {item.title}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.categoryName}</Tag>
          {item.docNo && <Tag>{item.docNo}</Tag>}
        </div>
        <div className="mk-card__meta">
          <span>
            索引号 <span className="ar-index">{item.indexNo}</span>
          </span>
          <span>发布机构 {item.issuer}</span>
          <span>成文日期 {item.writtenDate}</span>
          <span>发布日期 {item.publishDate}</span>
        </div>
      </div>
    </article>
  );
}
