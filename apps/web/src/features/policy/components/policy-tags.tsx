import { labelOf } from '@portal/shared/enums/label';
import {
  POLICY_APPLICATION_STATUSES,
  POLICY_APPLY_STATUSES,
} from '@portal/shared/enums/policy-apply-status';
import { Tag } from 'antd';
import { APPLICATION_STATUS_COLORS, APPLY_STATUS_COLORS } from '../logic/deadline.ts';

/** 未开始 / 申报中 / 已结束 of a policy. */
export function ApplyStatusTag({ status }: { status: 0 | 1 | 2 }) {
  return (
    <Tag color={APPLY_STATUS_COLORS[status]} data-testid="policy-apply-status">
      {POLICY_APPLY_STATUSES[status]}
    </Tag>
  );
}

/** 待审核 / 已受理 / 已退回 / 已撤回 of a member's application. */
export function ApplicationStatusTag({ status }: { status: number }) {
  return (
    <Tag color={APPLICATION_STATUS_COLORS[status] ?? 'default'} data-testid="application-status">
      {labelOf(POLICY_APPLICATION_STATUSES, status)}
    </Tag>
  );
}
