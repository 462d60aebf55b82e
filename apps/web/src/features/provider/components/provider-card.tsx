import { EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { ProviderItem } from '@portal/shared/api/index';
import { capCount } from '@portal/shared/format';
import { Tag } from 'antd';
import type { RouteName } from '../../../app/routes.ts';
import { IconMeta, ListCard } from '../../../components/list/list-card.tsx';
import { CollectButton } from '../../collect/index.ts';
import { detailRouteOf } from '../logic/sections.ts';
import { ProviderLogo } from './provider-logo.tsx';
import './provider.css';

/**
 * A unit in a section list: logo, name, section, field, region, counts, collect. It opens its
 * section's detail route unless the list names another (/MedicalList → /MedicalDetail).
 */
export function ProviderCard({ item, detail }: { item: ProviderItem; detail?: RouteName }) {
  return (
    <ListCard
      to={detail ?? detailRouteOf(item.authType)}
      id={item.id}
      title={item.orgName}
      testId="provider-card"
      titleTestId="provider-title"
      className="pv-card"
      cover={<ProviderLogo name={item.orgName} logo={item.orgLogo} size={88} />}
      coverClassName="pv-card__logo"
      category={item.authTypeName}
      tags={item.techArea && <Tag>{item.techArea}</Tag>}
      meta={
        <>
          <IconMeta icon={<EnvironmentOutlined />}>{item.regionName}</IconMeta>
          <span>成果 {capCount(item.outcomeCount)}</span>
          <span>人才 {capCount(item.talentCount)}</span>
          <IconMeta icon={<EyeOutlined />}>{capCount(item.viewCount)}</IconMeta>
        </>
      }
      side={<CollectButton kind="vip" id={item.id} isCollect={item.isCollect} compact />}
    >
      <p className="mk-card__summary">{item.intro}</p>
    </ListCard>
  );
}
