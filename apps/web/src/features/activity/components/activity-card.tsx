import {
  ApartmentOutlined,
  CalendarOutlined,
  EnvironmentOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ActionItem } from '@portal/shared/api/index';
import { capCount } from '@portal/shared/format';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { activityDates, activityPlace } from '../logic/activity-text.ts';
import { ActivityStatusTag } from './activity-status.tsx';
import { SignUpAction } from './sign-up-action.tsx';
import type { SignUpTarget } from './sign-up-dialog.tsx';
import '../../../components/list/list.css';
import './activity.css';

/** One activity of the list (/Activity, /Activity/ActivityCats). */
export function ActivityCard({
  item,
  onSignUp,
}: {
  item: ActionItem;
  onSignUp: (target: SignUpTarget) => void;
}) {
  const detail = getHref('ActivityDetail', { query: { catId: item.catId, id: item.id } });
  return (
    <article className="mk-card ac-card" data-testid="activity-item" data-id={item.id}>
      <Link to={detail} className="mk-card__cover ac-card__cover" tabIndex={-1} aria-hidden>
        <img src={item.actionImg} alt="" loading="lazy" width={240} height={150} />
      </Link>
      <div className="mk-card__body">
        <Link to={detail} className="mk-card__title" data-testid="activity-title">
          {item.actionName}
        </Link>
        <div className="mk-card__tags">
          <ActivityStatusTag status={item.actionStatus} />
          <Tag>{item.catName}</Tag>
        </div>
        <ul className="ac-card__facts">
          <li>
            <CalendarOutlined aria-hidden /> {activityDates(item)}
          </li>
          <li>
            <EnvironmentOutlined aria-hidden /> {activityPlace(item)}
          </li>
          <li>
            <ApartmentOutlined aria-hidden /> 主办：{item.organizer}
          </li>
          <li>
            <TeamOutlined aria-hidden /> 已报名 {capCount(item.signCount)} 人
            {item.maxSignups ? ` / 限 ${item.maxSignups} 人` : ''}
          </li>
        </ul>
      </div>
      <div className="mk-card__side ac-card__side">
        <SignUpAction item={item} onSignUp={onSignUp} />
        <Link to={detail} className="ac-card__more">
          活动详情 ›
        </Link>
      </div>
    </article>
  );
}
