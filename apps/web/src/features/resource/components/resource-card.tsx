import { BankOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { ResourceItem } from '@portal/shared/api/index';
import { Tag } from 'antd';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { KIND_ROUTES, kindFacts } from '../logic/kinds.ts';
import { distanceText } from '../logic/picked-city.ts';
import '../../../components/list/list.css';
import './resource.css';

/** A resource in its list: cover, name, category and field, the kind's facts, holder, region. */
export function ResourceCard({ item, cityCode }: { item: ResourceItem; cityCode?: string }) {
  const to = KIND_ROUTES[item.kind].detail;
  const distance = distanceText(cityCode, item);
  return (
    <article className="mk-card" data-testid="resource-card">
      <ItemLink to={to} id={item.id} className="mk-card__cover rs-card__cover" decorative>
        <img src={item.img} alt="" loading="lazy" />
      </ItemLink>
      <div className="mk-card__body">
        <ItemLink to={to} id={item.id} className="mk-card__title" testId="resource-title">
          {item.name}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.category}</Tag>
          {item.techArea && <Tag>{item.techArea}</Tag>}
          {item.kind === 'techSource' && item.listed && <Tag color="gold">已挂牌</Tag>}
        </div>
        <ul className="rs-facts">
          {kindFacts(item).map(([label, value]) => (
            <li key={label}>
              <span>{label}：</span>
              {value}
            </li>
          ))}
        </ul>
        <div className="mk-card__meta">
          <span>
            <BankOutlined /> {item.orgName}
          </span>
          {item.regionName && (
            <span>
              <EnvironmentOutlined /> {item.regionName}
            </span>
          )}
          {distance && (
            <span className="rs-distance" data-testid="resource-distance">
              {distance}
            </span>
          )}
          <span>
            <EyeOutlined /> {item.viewCount}
          </span>
          <span>{item.publishDate}</span>
        </div>
      </div>
    </article>
  );
}
