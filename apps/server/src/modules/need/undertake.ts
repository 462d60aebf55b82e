import {
  MarketMessages as M,
  type MyUndertake,
  type Page,
  type UndertakeValues,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { newestOwnRows } from '../../kit/mine/own-rows.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatDate, formatTime } from '../../lib/time.ts';

/**
 * A member takes on a published need (/Undertake): not their own, only while it is open (its
 * deadline today or later), once per member — the (need_id, user_id) unique index settles two
 * concurrent tries. The need's undertake count grows in the same transaction.
 */
export async function undertakeNeed(
  db: Db,
  userId: number,
  input: UndertakeValues,
  now: number,
): Promise<number> {
  return unlessTaken(M.undertakeTwice, async () => {
    return await db.transaction().execute(async (trx) => {
      const need = await trx
        .selectFrom('needs')
        .select(['id', 'userId', 'deadlineTime'])
        .where('id', '=', input.needId)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (!need) throw notFound(M.needNotFound);
      if (need.userId === userId) throw forbidden(M.undertakeOwn);
      if (need.deadlineTime < formatDate(now)) throw invalid(M.undertakeClosed);
      const existing = await trx
        .selectFrom('undertakings')
        .select('id')
        .where('needId', '=', input.needId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (existing) throw conflict(M.undertakeTwice);
      const row = await trx
        .insertInto('undertakings')
        .values({
          needId: input.needId,
          userId,
          companyName: input.companyName,
          linkman: input.linkman,
          linkphone: input.linkphone,
          content: input.content,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('needs')
        .set((eb) => ({ undertakeCount: eb('undertakeCount', '+', 1) }))
        .where('id', '=', input.needId)
        .execute();
      return row.id;
    });
  });
}

/** The member's undertakings, newest first (/UserInfo/MyUndertake). */
export async function myUndertakes(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<Page<MyUndertake>> {
  const { rows, total } = await newestOwnRows(
    db,
    db
      .selectFrom('undertakings as u')
      .innerJoin('needs as n', 'n.id', 'u.needId')
      .select([
        'u.id',
        'u.needId',
        'n.goodsName',
        'n.deadlineTime',
        'u.companyName',
        'u.linkman',
        'u.linkphone',
        'u.content',
        'u.status',
        'u.createdAt',
      ]),
    { table: 'undertakings', alias: 'u', userId },
    paging,
  );
  return toPage(
    rows.map((r) => ({ ...r, createdAt: formatTime(r.createdAt)! })),
    total,
    paging,
  );
}
