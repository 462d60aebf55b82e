import { formatWan, MarketMessages as M } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { notify } from '../message/notify.ts';
import { reindexRecord } from '../search/documents.ts';
import { STATE, stateForMove } from './status.ts';

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
    if (move.state === STATE.evaluated) await notifyWinner(trx, id, now);
  });
}

/** The highest bidder of an auction that closed with a result hears that they won it. */
async function notifyWinner(db: Db, id: number, now: number) {
  const winner = await db
    .selectFrom('auctions as a')
    .innerJoin('bids as b', (j) =>
      j.onRef('b.auctionId', '=', 'a.id').onRef('b.amount', '=', 'a.currentPrice'),
    )
    .select(['b.userId', 'a.title', 'a.currentPrice'])
    .where('a.id', '=', id)
    .where('a.bidCount', '>', 0)
    .orderBy('b.id')
    .executeTakeFirst();
  if (!winner) return;
  await notify(db, winner.userId, {
    kind: 3,
    title: '恭喜您竞得项目',
    body: `竞价项目「${winner.title}」已结束，您以${formatWan(winner.currentPrice)}的最高出价竞得，请留意后续对接。`,
    target: { type: 'auction', id },
    now,
  });
}
