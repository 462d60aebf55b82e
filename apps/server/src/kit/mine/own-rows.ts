import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { type Paging, pageWindow } from '../../lib/paging.ts';

/** Tables whose rows belong to a member (a `userId` column). */
type OwnedTable = {
  [T in keyof Database]: Database[T] extends { userId: unknown } ? T : never;
}[keyof Database];

/**
 * One page of a member's own rows, newest first (createdAt, then id, of the owned table that
 * `alias` names in `query`), and how many rows of `table` are theirs.
 */
export async function newestOwnRows<DB, TB extends keyof DB, R>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, R>,
  own: { table: OwnedTable; alias: string; userId: number },
  paging: Paging,
): Promise<{ rows: R[]; total: number }> {
  const { offset, limit } = pageWindow(paging);
  const column = (name: string) => sql.ref(`${own.alias}.${name}`);
  const [rows, count] = await Promise.all([
    query
      .where(column('userId'), '=', own.userId)
      .orderBy(column('createdAt'), 'desc')
      .orderBy(column('id'), 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom(own.table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql.ref('userId'), '=', own.userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
