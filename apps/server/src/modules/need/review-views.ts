import { type AdminNeedRow, adminNeedRowSchema, type Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { queuePage } from '../../kit/console/queue-kit.ts';
import { type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';

export const needReviewRow = adminNeedRowSchema;
export type NeedReviewRow = AdminNeedRow;

/** The review queue's rows: the pending (0) oldest first, any other status newest first. */
export function needReviewViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
): Promise<Page<NeedReviewRow>> {
  const query = whereView(
    db
      .selectFrom('needs as n')
      .leftJoin('users as u', 'u.id', 'n.userId')
      .leftJoin('needTags as t1', 't1.id', 'n.needType')
      .leftJoin('needTags as t2', 't2.id', 'n.giveType')
      .leftJoin('techFields as f', 'f.id', 'n.techFieldId'),
    'n',
    f,
    ['n.goodsName'],
  );
  return queuePage(query, paging, {
    columns: [
      'n.id',
      'n.goodsName',
      'u.username',
      'n.status',
      'n.reviewReason',
      'n.createdAt',
      'n.goodsDesc',
      't1.tagName as needTypeName',
      't2.tagName as giveTypeName',
      'f.name as techFieldName',
      'n.deadlineTime',
      'n.budget',
      'n.companyName',
    ],
    time: 'n.createdAt',
    asc: f.status === 0,
    id: 'n.id',
    map: (r) => ({
      ...r,
      createdAt: formatTime(r.createdAt),
      budget: r.budget === null ? null : Number(r.budget),
    }),
  });
}
