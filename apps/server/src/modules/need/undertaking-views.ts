import type { Page } from '@portal/shared';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { queueViews, type ViewFilter } from '../../kit/workflow/index.ts';
import type { Paging } from '../../lib/paging.ts';

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
  return queueViews(
    db
      .selectFrom('undertakings as t')
      .innerJoin('needs as n', 'n.id', 't.needId')
      .innerJoin('users as u', 'u.id', 't.userId'),
    f,
    paging,
    {
      alias: 't',
      row: undertakingRow,
      keyword: ['n.goodsName', 't.companyName'],
      extra: ['n.goodsName', 'u.username'],
      asc: (status) => status === 0,
    },
  );
}
