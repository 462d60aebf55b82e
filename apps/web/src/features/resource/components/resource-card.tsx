import { BankOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { ResourceItem } from '@portal/shared/api/index';
import { Tag } from 'antd';
import { IconMeta, ListCard } from '../../../components/list/list-card.tsx';
import { KIND_ROUTES, kindFacts } from '../logic/kinds.ts';
import { distanceText } from '../logic/picked-city.ts';
import './resource.css';

/** A resource in its list: cover, name, category and field, the kind's facts, holder, region. */
export function ResourceCard({ item, cityCode }: { item: ResourceItem; cityCode?: string }) {
  const distance = distanceText(cityCode, item);
  return (
    <ListCard
      to={KIND_ROUTES[item.kind].detail}
      id={item.id}
      title={item.name}
      testId="resource-card"
      titleTestId="resource-title"
      cover={<img src={item.img} alt="" loading="lazy" />}
      coverClassName="mk-card__cover rs-card__cover"
      category={item.category}
      tags={
        <>
          {item.techArea && <Tag>{item.techArea}</Tag>}
          {item.kind === 'techSource' && item.listed && <Tag color="gold">已挂牌</Tag>}
        </>
      }
      meta={
        <>
          <IconMeta icon={<BankOutlined />}>{item.orgName}</IconMeta>
          {item.regionName && <IconMeta icon={<EnvironmentOutlined />}>{item.regionName}</IconMeta>}
          {distance && (
            <span className="rs-distance" data-testid="resource-distance">
              {distance}
            </span>
          )}
          <IconMeta icon={<EyeOutlined />}>{item.viewCount}</IconMeta>
          <span>{item.publishDate}</span>
        </>
      }
    >
      <ul className="rs-facts">
        {kindFacts(item).map(([label, value]) => (
          <li key={label}>
            <span>{label}：</span>
            {value}
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
