import { ActivityListView } from '../../features/activity/components/activity-list-view.tsx';

/** 活动中心 (/Activity): every activity, filtered by category, status, region and dates. */
export function Component() {
  return (
    <div data-testid="activity-list-page">
      <ActivityListView />
    </div>
  );
}
