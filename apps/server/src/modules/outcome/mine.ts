import type { MyOutcome, MyOutcomeDetail, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';

/** Outcomes the member published, newest first (/UserInfo/MyResult). */
export async function myOutcomes(db: Db, userId: number, paging: Paging): Promise<Page<MyOutcome>> {
  const { offset, limit } = pageWindow(paging);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('outcomes')
      .select(['id', 'goodsName', 'coverImg', 'price', 'status', 'tradeStatus', 'publishDate'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('outcomes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
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
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, updatedAt: formatTime(row.updatedAt)! } : null;
}
