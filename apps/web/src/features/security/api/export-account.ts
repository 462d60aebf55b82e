import { api } from '@portal/client/request';
import { AccountPaths } from '@portal/shared/api/index';

/** GET /client/mine/account/export (member): everything the portal keeps about the member. */
export function exportAccount(): Promise<Record<string, unknown>> {
  return api.get<Record<string, unknown>>(AccountPaths.exportAccount);
}
