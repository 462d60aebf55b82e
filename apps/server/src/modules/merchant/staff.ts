import {
  MerchantMessages as M,
  type MerchantOrg,
  maskPhone,
  ORG_ROLES,
  type OrgRole,
  type OrgStaffMember,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { notify } from '../message/notify.ts';

/** The organisation's people, owner first; phones in full only for the owner. */
export async function staffOf(db: Db, org: MerchantOrg): Promise<OrgStaffMember[]> {
  const rows = await db
    .selectFrom('orgMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.userId', 'u.username', 'u.telephone', 'm.role', 'm.createdAt'])
    .where('m.orgId', '=', org.id)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    telephone: org.role === 'owner' ? r.telephone : maskPhone(r.telephone),
    role: r.role as OrgRole,
    roleName: ORG_ROLES[r.role as OrgRole] ?? '',
    joinedAt: formatTime(r.createdAt) ?? '',
  }));
}

/**
 * The owner adds a registered member as staff by phone. A member works for one organisation at
 * most: the unique index on org_members.user_id refuses a second, also when two invites race.
 */
export async function inviteStaff(
  db: Db,
  org: MerchantOrg,
  by: number,
  telephone: string,
  now: number,
): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select(['id'])
    .where('telephone', '=', telephone)
    .executeTakeFirst();
  if (!user) throw invalid(M.inviteeNotFound);
  await unlessTaken(M.inviteeTaken, async () => {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('orgMembers')
        .values({ orgId: org.id, userId: user.id, role: 'staff', invitedBy: by, createdAt: now })
        .execute();
      await notify(trx, user.id, {
        kind: 15,
        title: '您已加入入驻机构',
        body: `“${org.orgName}”的负责人邀请您成为机构工作人员，您可登录商户工作台处理机构的成果和服务。`,
        target: { type: 'orgApplication', id: org.id },
        now,
      });
    });
  });
  return user.id;
}

/** The owner removes a staff member of their own organisation (never the owner). */
export async function removeStaff(db: Db, org: MerchantOrg, userId: number): Promise<void> {
  const row = await db
    .selectFrom('orgMembers')
    .select(['id', 'role'])
    .where('orgId', '=', org.id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(M.staffNotFound);
  if (row.role === 'owner') throw invalid(M.ownerCannotLeave);
  await db.deleteFrom('orgMembers').where('id', '=', row.id).where('role', '=', 'staff').execute();
}
