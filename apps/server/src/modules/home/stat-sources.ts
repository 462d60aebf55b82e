import type { CountedStatSource } from '@portal/shared';
import type { Db } from '../../db/index.ts';

/** Rows counted by a query; COUNT arrives as a string from pg and a number from SQLite. */
async function count(query: {
  executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }>;
}): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Rows of a table with status 1: what its public list shows. */
function published(
  db: Db,
  table: 'outcomes' | 'needs' | 'rewards' | 'serviceOrgs' | 'techServices',
): Promise<number> {
  return count(
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1),
  );
}

/**
 * What a statistics tile (stat_tiles.source) can count. Each reads real rows, so a tile is
 * always the number of records a visitor can find; 'fixed' tiles show stat_tiles.fixed_count.
 */
export const STAT_SOURCES: Record<CountedStatSource, (db: Db) => Promise<number>> = {
  outcomes: (db) => published(db, 'outcomes'),
  needs: (db) => published(db, 'needs'),
  rewards: (db) => published(db, 'rewards'),
  deals: (db) => count(db.selectFrom('deals').select((eb) => eb.fn.countAll<number>().as('n'))),
  /** Total deal amount in 万元 (amounts are stored in yuan). */
  dealAmount: async (db) => {
    const row = await db
      .selectFrom('deals')
      .select((eb) => eb.fn.sum<number>('amount').as('n'))
      .executeTakeFirstOrThrow();
    return Math.round(Number(row.n ?? 0) / 10_000);
  },
  experts: (db) => talents(db, 1),
  commissioners: (db) => talents(db, 2),
  managers: (db) => talents(db, 3),
  serviceOrgs: (db) => published(db, 'serviceOrgs'),
  techServices: (db) => published(db, 'techServices'),
  activities: (db) =>
    count(db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n'))),
  policies: (db) =>
    count(db.selectFrom('policies').select((eb) => eb.fn.countAll<number>().as('n'))),
  members: (db) =>
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'member')
        .where('status', '=', 1),
    ),
};

export function talents(db: Db, talentType: 1 | 2 | 3): Promise<number> {
  return count(
    db
      .selectFrom('talents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .where('talentType', '=', talentType),
  );
}
