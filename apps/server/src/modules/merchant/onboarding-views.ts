import type { AdminOrgApplication, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { Audience, ViewFilter } from '../../kit/workflow/index.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { toOrgApplication } from './onboarding.ts';

/**
 * 入驻 applications for the workflow kit: the applicant's own (userId) or the console's queue
 * (status, keyword on name, credit code or account); pending oldest first in the console.
 */
export async function applicationViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
  audience: Audience,
): Promise<Page<AdminOrgApplication>> {
  let q = db.selectFrom('orgApplications as a').innerJoin('users as u', 'u.id', 'a.userId');
  if (f.id !== undefined) q = q.where('a.id', '=', f.id);
  if (f.userId !== undefined) q = q.where('a.userId', '=', f.userId);
  if (f.status !== undefined) q = q.where('a.status', '=', f.status);
  else if (audience === 'console' && f.id === undefined) q = q.where('a.status', '=', 0);
  if (f.keyword) {
    const like = `%${f.keyword}%`;
    q = q.where((eb) =>
      eb.or([
        eb('a.orgName', 'like', like),
        eb('a.creditCode', 'like', like.toUpperCase()),
        eb('u.username', 'like', like),
      ]),
    );
  }
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(paging);
  const asc = audience === 'console' && (f.status ?? 0) === 0;
  const rows = await q
    .selectAll('a')
    .select('u.username')
    .orderBy('a.createdAt', asc ? 'asc' : 'desc')
    .orderBy('a.id', asc ? 'asc' : 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = await Promise.all(
    rows.map(async ({ username, ...row }) => ({
      ...(await toOrgApplication(db, row, audience)),
      username,
    })),
  );
  return toPage(records, Number(n), paging);
}
