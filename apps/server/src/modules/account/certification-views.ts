import type { AdminCertificationRow, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { queuePage } from '../../kit/console/queue-kit.ts';
import { type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';

/** The review queue's rows: the pending (1) oldest first, any other status newest first. */
export function certificationViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
): Promise<Page<AdminCertificationRow>> {
  const query = whereView(
    db.selectFrom('certifications as c').innerJoin('users as u', 'u.id', 'c.userId'),
    'c',
    f,
    ['u.username', 'c.realName'],
  );
  return queuePage(query, paging, {
    columns: [
      'c.id',
      'c.userId',
      'u.username',
      'c.authType',
      'c.realName',
      'c.status',
      'c.submittedAt',
      'c.decidedAt',
    ],
    time: 'c.submittedAt',
    asc: f.status === 1,
    id: 'c.id',
    map: (r) => ({
      ...r,
      submittedAt: formatTime(r.submittedAt),
      decidedAt: formatTime(r.decidedAt),
    }),
  });
}
