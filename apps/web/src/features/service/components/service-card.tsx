import { BankOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { ServiceItem } from '@portal/shared/api/index';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import type { RouteName } from '../../../app/routes.ts';
import { CollectButton } from '../../collect/index.ts';
import { servicePrice } from '../logic/service-query.ts';
import '../../../components/list/list.css';
import './service.css';

/** The detail link of a product; /ServerDetail also carries the list's type and catId. */
export function serviceHref(
  detail: RouteName,
  id: number,
  carry: { type?: number | undefined; catId?: number | undefined } = {},
): string {
  return getHref(detail, { query: { id, type: carry.type, catId: carry.catId } });
}

/** A service product in a list: category, provider, region, delivery terms, price or 面议. */
export function ServiceCard({
  item,
  detail,
  carry,
}: {
  item: ServiceItem;
  detail: RouteName;
  carry?: { type?: number | undefined; catId?: number | undefined };
}) {
  const href = serviceHref(detail, item.id, carry);
  return (
    <article className="mk-card" data-testid="service-card">
      <Link to={href} className="mk-card__cover sv-card__cover" tabIndex={-1} aria-hidden>
        <img src={item.serviceImg} alt="" loading="lazy" width={160} height={120} />
      </Link>
      <div className="mk-card__body">
        <Link to={href} className="mk-card__title" data-testid="service-title">
          {item.serviceName}
        </Link>
        <div className="mk-card__tags">
          <Tag color="blue">{item.serviceTypeName}</Tag>
          <Tag>{item.catName}</Tag>
        </div>
        <p className="mk-card__summary">{item.deliveryTerms}</p>
        <div className="mk-card__meta">
          <span>
            <BankOutlined /> {item.orgName}
          </span>
          {item.regionName && (
            <span>
              <EnvironmentOutlined /> {item.regionName}
            </span>
          )}
          <span>已售 {item.salesCount}</span>
          <span>
            <EyeOutlined /> {item.viewCount}
          </span>
        </div>
      </div>
      <div className="mk-card__side">
        <span className="mk-card__price" data-testid="service-price">
          {servicePrice(item)}
        </span>
        <CollectButton kind="product" id={item.id} isCollect={item.isCollect} compact />
      </div>
    </article>
  );
}
