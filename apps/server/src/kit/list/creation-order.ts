import { type SelectQueryBuilder, sql } from 'kysely';
import { type Paging, pageWindow } from '../../lib/paging.ts';

/**
 * One page of the rows `base` finds in the order they came in (createdAt, then id, of the
 * table `alias` names), newest first unless `order` says 'asc', as `pick` joins and selects
 * them, and how many rows `base` finds.
 */
export async function pageByCreation<DB, TB extends keyof DB, O, PDB, PTB extends keyof PDB, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  alias: string,
  paging: Paging,
  pick: (base: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PDB, PTB, R>,
  order: 'asc' | 'desc' = 'desc',
): Promise<{ rows: R[]; total: number }> {
  const { offset, limit } = pageWindow(paging);
  const [rows, count] = await Promise.all([
    pick(base)
      .orderBy(sql.ref(`${alias}.createdAt`), order)
      .orderBy(sql.ref(`${alias}.id`), order)
      .offset(offset)
      .limit(limit)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { n: number | string }).n) };
}
