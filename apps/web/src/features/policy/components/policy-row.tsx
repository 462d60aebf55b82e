import { ClockCircleOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { PolicyListItem } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { POLICY_LEVELS } from '@portal/shared/enums/news-type';
import { Tag } from 'antd';
import { IconMeta, ListCard } from '../../../components/list/list-card.tsx';
import { CollectButton } from '../../collect/index.ts';
import { deadlineText, isUrgent } from '../logic/deadline.ts';
import { ApplyStatusTag } from './policy-tags.tsx';
import './policy.css';

/** A policy in the overview: name, level, department, dates, status, 剩余N天, collect. */
export function PolicyRow({ item }: { item: PolicyListItem }) {
  return (
    <ListCard
      to="PolicyDetail"
      id={item.id}
      title={item.policyName}
      testId="policy-card"
      titleTestId="policy-title"
      row
      category={labelOf(POLICY_LEVELS, item.policyLevel)}
      tags={
        <>
          <Tag>{item.deptName}</Tag>
          {item.techArea && <Tag>{item.techArea}</Tag>}
        </>
      }
      meta={
        <>
          <IconMeta icon={<EnvironmentOutlined />}>{item.regionName}</IconMeta>
          <span>发布 {item.publishDate}</span>
          <span>
            <ClockCircleOutlined /> 申报 {item.startDate} 至 {item.endDate}
          </span>
          <IconMeta icon={<EyeOutlined />}>{item.viewCount}</IconMeta>
        </>
      }
      side={
        <>
          <ApplyStatusTag status={item.applyStatus} />
          <span
            className={`pl-deadline${isUrgent(item) ? ' is-urgent' : ''}`}
            data-testid="policy-deadline"
          >
            {deadlineText(item)}
          </span>
          <CollectButton kind="policy" id={item.id} isCollect={item.isCollect} compact />
        </>
      }
    >
      <p className="mk-card__summary">{item.summary}</p>
    </ListCard>
  );
}
