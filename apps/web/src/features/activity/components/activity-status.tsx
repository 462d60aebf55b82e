import { ACTION_STATUSES, type ActionStatus } from '@portal/shared/enums/action-status';
import { Tag } from 'antd';

/** Colours of the derived statuses: open is green, not yet open blue, closed orange, ended grey. */
const COLORS: Record<ActionStatus, string> = {
  0: 'blue',
  1: 'green',
  2: 'orange',
  3: 'default',
};

export function actionStatusLabel(status: number): string {
  return ACTION_STATUSES[status as ActionStatus] ?? '';
}

/** The status label of an activity (ACTION_STATUSES, derived on the server). */
export function ActivityStatusTag({ status }: { status: number }) {
  return (
    <Tag color={COLORS[status as ActionStatus] ?? 'default'} data-testid="activity-status">
      {actionStatusLabel(status)}
    </Tag>
  );
}
