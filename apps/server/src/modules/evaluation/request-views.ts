import type { Page } from '@portal/shared';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { queueViews, type ViewFilter } from '../../kit/workflow/index.ts';
import type { Paging } from '../../lib/paging.ts';

export const evaluationRequestRow = z.object({
  id: z.number(),
  username: z.string(),
  outcomeName: z.string(),
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  purpose: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
});

/** Requests as the console lists them: open ones (待受理, 评价中) oldest first, others newest first. */
export function evaluationRequestViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
): Promise<Page<z.infer<typeof evaluationRequestRow>>> {
  return queueViews(
    db.selectFrom('evaluationRequests as q').innerJoin('users as u', 'u.id', 'q.userId'),
    f,
    paging,
    {
      alias: 'q',
      row: evaluationRequestRow,
      keyword: ['q.outcomeName', 'q.companyName'],
      extra: ['u.username'],
      asc: (status) => status !== undefined && status <= 1,
    },
  );
}
