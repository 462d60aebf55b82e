import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { DetailSection } from '../../../components/detail/detail-parts.tsx';
import { useActionRecommend } from '../api/get-action-recommend.ts';
import { actionStatusLabel } from './activity-status.tsx';
import './activity.css';

/** 推荐活动 beside a detail (action/recommand), the open activity itself left out. */
export function ActivityRecommend({ currentId }: { currentId: number }) {
  const { data, isPending } = useActionRecommend(7);
  const items = (data ?? []).filter((item) => item.id !== currentId).slice(0, 6);
  if (!isPending && items.length === 0) return null;
  return (
    <DetailSection title="推荐活动">
      {isPending ? (
        <SkeletonLines count={6} />
      ) : (
        <ul className="ac-recommend" data-testid="activity-recommend">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={getHref('ActivityDetail', { query: { catId: item.catId, id: item.id } })}>
                {item.actionName}
              </Link>
              <small>
                {item.actionDateStart.slice(0, 10)} · {item.actionCity || item.actionProvince} ·{' '}
                {actionStatusLabel(item.actionStatus)}
              </small>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
