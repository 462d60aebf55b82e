import { AccountPaths } from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** GET /client/mine/account/export (member): everything the portal keeps about the member. */
export function exportAccount(): Promise<Record<string, unknown>> {
  return api.get<Record<string, unknown>>(AccountPaths.exportAccount);
}
