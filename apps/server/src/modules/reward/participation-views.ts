import type { Page } from '@portal/shared';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { queuePage, withCreatedAt } from '../admin/queue-kit.ts';

export const participationRow = z.object({
  id: z.number(),
  rewardId: z.number(),
  rewardName: z.string(),
  username: z.string(),
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  plan: z.string(),
  score: z.number().nullable(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
});

/** Bounty entries as the console lists them: those waiting oldest first, the others newest first. */
export function participationViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
): Promise<Page<z.infer<typeof participationRow>>> {
  let q = db
    .selectFrom('participations as p')
    .innerJoin('rewards as r', 'r.id', 'p.rewardId')
    .innerJoin('users as u', 'u.id', 'p.userId');
  q = whereView(q, 'p', f, ['r.rewardName', 'p.companyName']);
  return queuePage(q, paging, {
    columns: [
      'p.id',
      'p.rewardId',
      'r.rewardName',
      'u.username',
      'p.companyName',
      'p.linkman',
      'p.linkphone',
      'p.plan',
      'p.score',
      'p.status',
      'p.reason',
      'p.createdAt',
    ],
    time: 'p.createdAt',
    asc: f.status === 0,
    id: 'p.id',
    map: withCreatedAt,
  });
}
