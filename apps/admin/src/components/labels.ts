import { AUTH_TYPES } from '@portal/shared/enums/auth-type';
import { PUBLISH_STATUSES } from '@portal/shared/enums/market-status';
import { MEMBER_STATUSES } from '@portal/shared/enums/operator-role';
import { CERT_STATUSES, VERIFY_STATUSES } from '@portal/shared/enums/verify-status';

export { AUTH_TYPES, CERT_STATUSES, MEMBER_STATUSES, PUBLISH_STATUSES, VERIFY_STATUSES };

export function optionsOf(table: Record<number | string, string>) {
  return Object.entries(table).map(([value, label]) => ({ value, label }));
}
