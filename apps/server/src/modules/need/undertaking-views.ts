import type { Page } from '@portal/shared';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { queuePage, withCreatedAt } from '../admin/queue-kit.ts';

export const undertakingRow = z.object({
  id: z.number(),
  needId: z.number(),
  goodsName: z.string(),
  username: z.string(),
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  content: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
});

/** Undertakings as the console lists them: those waiting oldest first, the others newest first. */
export function undertakingViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
): Promise<Page<z.infer<typeof undertakingRow>>> {
  let q = db
    .selectFrom('undertakings as t')
    .innerJoin('needs as n', 'n.id', 't.needId')
    .innerJoin('users as u', 'u.id', 't.userId');
  q = whereView(q, 't', f, ['n.goodsName', 't.companyName']);
  return queuePage(q, paging, {
    columns: [
      't.id',
      't.needId',
      'n.goodsName',
      'u.username',
      't.companyName',
      't.linkman',
      't.linkphone',
      't.content',
      't.status',
      't.reason',
      't.createdAt',
    ],
    time: 't.createdAt',
    asc: f.status === 0,
    id: 't.id',
    map: withCreatedAt,
  });
}
