import type { MyOutcome, MyOutcomeDetail, Page } from '@portal/shared';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';

/**
 * The member's outcomes: those they published, and those of the organisation they own in the
 * provider workspace (issue #25).
 */
function mine(userId: number) {
  return (eb: ExpressionBuilder<Database, 'outcomes'>) =>
    eb.or([
      eb('userId', '=', userId),
      eb(
        'orgId',
        'in',
        eb
          .selectFrom('orgMembers')
          .select('orgId')
          .where('userId', '=', userId)
          .where('role', '=', 'owner'),
      ),
    ]);
}

/** Outcomes the member published, newest first (/UserInfo/MyResult). */
export async function myOutcomes(db: Db, userId: number, paging: Paging): Promise<Page<MyOutcome>> {
  const { offset, limit } = pageWindow(paging);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('outcomes')
      .select(['id', 'goodsName', 'coverImg', 'price', 'status', 'tradeStatus', 'publishDate'])
      .where(mine(userId))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('outcomes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(mine(userId))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(rows, Number(total.n), paging);
}

/** One of the member's outcomes, any review status, or null (another member's id included). */
export async function myOutcomeDetail(
  db: Db,
  userId: number,
  id: number,
): Promise<MyOutcomeDetail | null> {
  const row = await db
    .selectFrom('outcomes')
    .select([
      'id',
      'goodsName',
      'coverImg',
      'price',
      'status',
      'tradeStatus',
      'publishDate',
      'orgName',
      'keywords',
      'summary',
      'viewCount',
      'updatedAt',
    ])
    .where('id', '=', id)
    .where(mine(userId))
    .executeTakeFirst();
  return row ? { ...row, updatedAt: formatTime(row.updatedAt)! } : null;
}
