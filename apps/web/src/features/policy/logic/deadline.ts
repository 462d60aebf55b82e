import type { MyPolicyApply, PolicyItem } from '@portal/shared/api/index';
import { POLICY_APPLICATION_STATUSES } from '@portal/shared/enums/policy-apply-status';
import { formatDate } from '@portal/shared/format';

/** 剩余 N 天 while applying, the start or end date otherwise (spec §3 deadlineDays). */
export function deadlineText(
  policy: Pick<PolicyItem, 'applyStatus' | 'deadlineDays' | 'startDate' | 'endDate'>,
): string {
  if (policy.applyStatus === 1) {
    return policy.deadlineDays > 0 ? `剩余${policy.deadlineDays}天` : '今日截止';
  }
  if (policy.applyStatus === 0) return `${formatDate(policy.startDate)} 开始`;
  return `${formatDate(policy.endDate)} 截止`;
}

/** The last week of an open call is shown as urgent. */
export const isUrgent = (policy: Pick<PolicyItem, 'applyStatus' | 'deadlineDays'>) =>
  policy.applyStatus === 1 && policy.deadlineDays <= 7;

/** Colours of the apply status tags: 未开始 blue, 申报中 green, 已结束 grey. */
export const APPLY_STATUS_COLORS = { 0: 'blue', 1: 'green', 2: 'default' } as const;

/** Colours of an application's status: 待审核, 已受理, 已退回, 已撤回. */
export const APPLICATION_STATUS_COLORS: Readonly<Record<number, string>> = {
  0: 'gold',
  1: 'green',
  2: 'red',
  3: 'default',
};

export interface HistoryStep {
  at: string;
  label: string;
  note?: string;
}

/** An application's history, oldest first: submitted, then decided or withdrawn. */
export function applicationHistory(apply: MyPolicyApply): HistoryStep[] {
  const steps: HistoryStep[] = [{ at: apply.createdAt, label: '提交申报' }];
  if (apply.decidedAt) {
    const label =
      apply.status === 2 ? POLICY_APPLICATION_STATUSES[2] : POLICY_APPLICATION_STATUSES[1];
    steps.push({ at: apply.decidedAt, label, ...(apply.reason ? { note: apply.reason } : {}) });
  }
  if (apply.withdrawnAt)
    steps.push({ at: apply.withdrawnAt, label: POLICY_APPLICATION_STATUSES[3] });
  return steps;
}
