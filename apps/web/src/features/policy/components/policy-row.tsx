import { ClockCircleOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { PolicyListItem } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { POLICY_LEVELS } from '@portal/shared/enums/news-type';
import { Tag } from 'antd';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { CollectButton } from '../../collect/index.ts';
import { deadlineText, isUrgent } from '../logic/deadline.ts';
import { ApplyStatusTag } from './policy-tags.tsx';
import '../../../components/list/list.css';
import './policy.css';

/** A policy in the overview: name, level, department, dates, status, 剩余N天, collect. */
export function PolicyRow({ item }: { item: PolicyListItem }) {
  return (
    <article className="mk-card mk-card--row" data-testid="policy-card">
      <div className="mk-card__body">
        <ItemLink to="PolicyDetail" id={item.id} className="mk-card__title" testId="policy-title">
          {item.policyName}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{labelOf(POLICY_LEVELS, item.policyLevel)}</Tag>
          <Tag>{item.deptName}</Tag>
          {item.techArea && <Tag>{item.techArea}</Tag>}
        </div>
        <p className="mk-card__summary">{item.summary}</p>
        <div className="mk-card__meta">
          <span>
            <EnvironmentOutlined /> {item.regionName}
          </span>
          <span>发布 {item.publishDate}</span>
          <span>
            <ClockCircleOutlined /> 申报 {item.startDate} 至 {item.endDate}
          </span>
          <span>
            <EyeOutlined /> {item.viewCount}
          </span>
        </div>
      </div>
      <div className="mk-card__side">
        <ApplyStatusTag status={item.applyStatus} />
        <span
          className={`pl-deadline${isUrgent(item) ? ' is-urgent' : ''}`}
          data-testid="policy-deadline"
        >
          {deadlineText(item)}
        </span>
        <CollectButton kind="policy" id={item.id} isCollect={item.isCollect} compact />
      </div>
    </article>
  );
}
