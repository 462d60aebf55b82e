import { EnvironmentOutlined } from '@ant-design/icons';
import type { TalentItem } from '@portal/shared/api/index';
import { Tag } from 'antd';
import { ItemLink } from '../../../components/common/item-link.tsx';
import './provider.css';

/** A talent: avatar, name, entry type, title, organisation, research directions. */
export function TalentCard({ item }: { item: TalentItem }) {
  return (
    <article className="pv-talent" data-testid="talent-card">
      <img className="pv-talent__avatar" src={item.avatar} alt="" width={64} height={64} />
      <div className="pv-talent__body">
        <ItemLink to="ExpertDetail" id={item.id} className="pv-talent__name" testId="talent-name">
          {item.name}
        </ItemLink>
        <div className="pv-talent__tags">
          <Tag color="blue">{item.talentTypeName}</Tag>
          {item.titleName && <Tag>{item.titleName}</Tag>}
        </div>
        <p className="pv-talent__org">{item.orgName}</p>
        <p className="pv-talent__meta">
          {item.research.join('、') || item.techArea}
          {item.regionName && (
            <span>
              {' '}
              · <EnvironmentOutlined /> {item.regionName}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
