import type { AdminOrgApplication, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { Audience, ViewFilter } from '../../kit/workflow/index.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { toOrgApplication } from './onboarding.ts';
import { submissionWindow } from './submission-window.ts';

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
  const { total, window } = await submissionWindow(q, f, audience, paging, {
    alias: 'a',
    owner: 'userId',
    waiting: 0,
    waitingSince: 'createdAt',
    changedAt: 'createdAt',
  });
  const rows = await window.selectAll('a').select('u.username').execute();
  const records = await Promise.all(
    rows.map(async ({ username, ...row }) => ({
      ...(await toOrgApplication(db, row, audience)),
      username,
    })),
  );
  return toPage(records, total, paging);
}
