import { EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { ProviderItem } from '@portal/shared/api/index';
import { capCount } from '@portal/shared/format';
import { Tag } from 'antd';
import type { RouteName } from '../../../app/routes.ts';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { CollectButton } from '../../collect/index.ts';
import { detailRouteOf } from '../logic/sections.ts';
import { ProviderLogo } from './provider-logo.tsx';
import '../../../components/list/list.css';
import './provider.css';

/**
 * A unit in a section list: logo, name, section, field, region, counts, collect. It opens its
 * section's detail route unless the list names another (/MedicalList → /MedicalDetail).
 */
export function ProviderCard({ item, detail }: { item: ProviderItem; detail?: RouteName }) {
  const to = detail ?? detailRouteOf(item.authType);
  return (
    <article className="mk-card pv-card" data-testid="provider-card">
      <ItemLink to={to} id={item.id} className="pv-card__logo" decorative>
        <ProviderLogo name={item.orgName} logo={item.orgLogo} size={88} />
      </ItemLink>
      <div className="mk-card__body">
        <ItemLink to={to} id={item.id} className="mk-card__title" testId="provider-title">
          {item.orgName}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.authTypeName}</Tag>
          {item.techArea && <Tag>{item.techArea}</Tag>}
        </div>
        <p className="mk-card__summary">{item.intro}</p>
        <div className="mk-card__meta">
          <span>
            <EnvironmentOutlined /> {item.regionName}
          </span>
          <span>成果 {capCount(item.outcomeCount)}</span>
          <span>人才 {capCount(item.talentCount)}</span>
          <span>
            <EyeOutlined /> {capCount(item.viewCount)}
          </span>
        </div>
      </div>
      <div className="mk-card__side">
        <CollectButton kind="vip" id={item.id} isCollect={item.isCollect} compact />
      </div>
    </article>
  );
}
