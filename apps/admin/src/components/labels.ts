import { AUTH_TYPES } from '@portal/shared/enums/auth-type';
import { PUBLISH_STATUSES } from '@portal/shared/enums/market-status';
import { MEMBER_STATUSES } from '@portal/shared/enums/operator-role';
import { VERIFY_STATUSES } from '@portal/shared/enums/verify-status';

/** Certification record statuses (certifications.status): 1 in review, 2 passed, 3 refused. */
export const CERT_STATUSES = { 1: '待审核', 2: '已通过', 3: '已驳回' } as const;

export { AUTH_TYPES, MEMBER_STATUSES, PUBLISH_STATUSES, VERIFY_STATUSES };

export function optionsOf(table: Record<number | string, string>) {
  return Object.entries(table).map(([value, label]) => ({ value, label }));
}
