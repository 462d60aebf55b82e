import {
  MerchantMessages as M,
  type MerchantOrg,
  ORG_ROLES,
  type OrgRole,
  PROVIDER_AUTH_TYPES,
} from '@portal/shared';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../../db/index.ts';
import { forbidden, notLoggedIn } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOrg` on workspace routes: the organisation the member works for. */
    merchantOrg: MerchantOrg | null;
  }
}

const labelOf = <T extends Record<string | number, string>>(map: T, key: string | number) =>
  (map as Record<string | number, string>)[key] ?? '';

/** The organisation `userId` works for in the workspace, with their role; null for none. */
export async function orgOfUser(db: Db, userId: number): Promise<MerchantOrg | null> {
  const row = await db
    .selectFrom('orgMembers as m')
    .innerJoin('serviceOrgs as o', 'o.id', 'm.orgId')
    .select([
      'o.id',
      'o.orgName',
      'o.orgLogo',
      'o.authType',
      'o.creditCode',
      'o.regionCode',
      'o.contact',
      'o.telephone',
      'm.role',
    ])
    .where('m.userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const role = row.role as OrgRole;
  return {
    ...row,
    role,
    roleName: labelOf(ORG_ROLES, role),
    authTypeName: labelOf(PROVIDER_AUTH_TYPES, row.authType),
  };
}

/**
 * The one role check of workspace routes (declare it as `onRequest`): a guest is answered -401,
 * a member who works for no organisation (or only as staff where `roles` is ['owner']) 403.
 * Every row a route then touches is looked up under `request.merchantOrg.id`, so another
 * organisation's ids answer 404.
 */
export function requireOrg(db: Db, roles: readonly OrgRole[] = ['owner', 'staff']) {
  const hook: onRequestHookHandler = async (request: FastifyRequest) => {
    if (!request.user) throw notLoggedIn();
    const org = await orgOfUser(db, request.user.id);
    if (!org) throw forbidden(M.notOrgMember);
    if (!roles.includes(org.role)) throw forbidden(M.ownerOnly);
    request.merchantOrg = org;
  };
  return hook;
}
