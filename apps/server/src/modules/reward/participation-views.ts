import type { Page } from '@portal/shared';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { queueViews, type ViewFilter } from '../../kit/workflow/index.ts';
import type { Paging } from '../../lib/paging.ts';

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
  return queueViews(
    db
      .selectFrom('participations as p')
      .innerJoin('rewards as r', 'r.id', 'p.rewardId')
      .innerJoin('users as u', 'u.id', 'p.userId'),
    f,
    paging,
    {
      alias: 'p',
      row: participationRow,
      keyword: ['r.rewardName', 'p.companyName'],
      extra: ['r.rewardName', 'u.username'],
      asc: (status) => status === 0,
    },
  );
}
