import { MarketMessages as M } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { reindexRecord } from '../search/documents.ts';
import { stateForMove } from './status.ts';

/**
 * An operator moves an auction: 0→1 list (start still ahead), 0–2→5 abort, 3→4 evaluated.
 * The stored state is checked in the UPDATE, so two operators cannot both move it.
 */
export async function moveAuction(db: Db, id: number, to: number, now: number) {
  const row = await db
    .selectFrom('auctions')
    .select(['state', 'startAt', 'endAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.bidNotFound);
  const move = stateForMove(row, to, now);
  if ('refused' in move) throw invalid(move.refused);
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('auctions')
      .set({ state: move.state, updatedAt: now })
      .where('id', '=', id)
      .where('state', '=', row.state)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw invalid(M.bidNotInProgress);
    // Listing makes it public; the search document follows.
    await reindexRecord(trx, 'bid', id, now);
  });
}
