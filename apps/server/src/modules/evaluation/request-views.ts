import type { Page } from '@portal/shared';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { queuePage, withCreatedAt } from '../admin/queue-kit.ts';

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
  let q = db.selectFrom('evaluationRequests as q').innerJoin('users as u', 'u.id', 'q.userId');
  q = whereView(q, 'q', f, ['q.outcomeName', 'q.companyName']);
  return queuePage(q, paging, {
    columns: [
      'q.id',
      'u.username',
      'q.outcomeName',
      'q.companyName',
      'q.linkman',
      'q.linkphone',
      'q.purpose',
      'q.status',
      'q.reason',
      'q.createdAt',
    ],
    time: 'q.createdAt',
    asc: f.status !== undefined && f.status <= 1,
    id: 'q.id',
    map: withCreatedAt,
  });
}
