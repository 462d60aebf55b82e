import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Member applications (policy applications, finance product applications): one open (0/1)
 * application per member and item, a partial unique index settling concurrent submits. The
 * rest of their life cycle (withdraw, decisions, messages) is the workflow kit (kit/workflow).
 */
type ApplicationTable = 'policyApplications' | 'financeProductApplications' | 'instrumentBookings';

/**
 * Inserts a pending application unless the member has an open one for the same item
 * (`item`: the item's column and id); a second one, also when two race, is `twice`.
 */
export async function submitOnce<T extends ApplicationTable>(
  db: Db,
  table: T,
  item: { column: 'policyId' | 'productId'; id: number; userId: number },
  values: Insertable<Database[T]>,
  twice: string,
): Promise<number> {
  const open = await db
    .selectFrom(table as ApplicationTable)
    .select('id')
    // The column exists on the table the caller names; Kysely cannot see it through the union.
    .where(item.column as never, '=', item.id as never)
    .where('userId', '=', item.userId)
    .where('status', 'in', [0, 1])
    .executeTakeFirst();
  if (open) throw conflict(twice);
  return insertedIdUnlessTaken(
    twice,
    db
      .insertInto(table as ApplicationTable)
      .values(values as never)
      .returning('id'),
  );
}
