import {
  BID_MAX_STEPS,
  type BidOfferResult,
  type BidOfferValues,
  formatWan,
  MarketMessages as M,
  maxBidPrice,
} from '@portal/shared';
import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { notify } from '../message/notify.ts';
import { minNextPrice } from './repository.ts';
import { auctionStatus } from './status.ts';

type Auction = { bidCount: number; startPrice: number; currentPrice: number; stepPrice: number };

const tooHigh = (a: Auction) => invalid(M.bidTooHigh(maxBidPrice(a), BID_MAX_STEPS));

function tooLow(a: Auction) {
  const min = minNextPrice(a);
  return invalid(
    a.bidCount === 0
      ? M.bidTooLowFirst(min)
      : M.bidTooLow(min, Number(a.currentPrice), Number(a.stepPrice)),
  );
}

/** The leading bid is the one at the current price (bids only go up by a positive step). */
function leadsSql(userId: number) {
  return sql<boolean>`(bid_count > 0 and exists (select 1 from bids b where b.auction_id = auctions.id and b.user_id = ${userId} and b.amount = auctions.current_price))`;
}

async function isLeader(db: Db, auctionId: number, userId: number) {
  const row = await db
    .selectFrom('auctions')
    .select(leadsSql(userId).as('leads'))
    .where('id', '=', auctionId)
    .executeTakeFirst();
  return Boolean(row?.leads);
}

/**
 * Places a bid: only while the auction is 2 进行中 by the server clock, at least the start
 * price (first bid) or the current price plus the step, at most BID_MAX_STEPS steps above the
 * current (start) price, so one absurd bid cannot lock the auction, and never by the leading bidder over
 * his own bid. The checks and the new price are one conditional UPDATE, so of two concurrent
 * bids only the ones that still qualify pass. On PostgreSQL the auction row is locked first so
 * that the leader check of a waiting bid sees the bid committed before it.
 */
export async function placeBid(
  db: Db,
  userId: number,
  input: BidOfferValues,
  now: number,
): Promise<BidOfferResult> {
  return db.transaction().execute(async (trx) => {
    const read = trx
      .selectFrom('auctions')
      .select([
        'id',
        'state',
        'startAt',
        'endAt',
        'bidCount',
        'startPrice',
        'currentPrice',
        'stepPrice',
      ])
      .where('id', '=', input.bidId)
      .where('state', '!=', 0);
    const locking = isPostgres(db as never);
    const auction = await (locking ? read.forUpdate() : read).executeTakeFirst();
    if (!auction) throw notFound(M.bidNotFound);
    const status = auctionStatus(auction, now);
    if (status === 1) throw invalid(M.bidNotStarted);
    if (status === 3 || status === 4) throw invalid(M.bidEnded);
    if (status !== 2) throw invalid(M.bidNotInProgress);
    if (await isLeader(trx, input.bidId, userId)) throw conflict(M.bidSelfOutbid);
    if (input.amount < minNextPrice(auction)) throw tooLow(auction);
    if (input.amount > maxBidPrice(auction)) throw tooHigh(auction);
    const amount = input.amount;
    const updated = await trx
      .updateTable('auctions')
      .set((eb) => ({
        currentPrice: amount,
        bidCount: eb('bidCount', '+', 1),
        updatedAt: now,
      }))
      .where('id', '=', input.bidId)
      .where('state', '=', 1)
      .where('startAt', '<=', now)
      .where('endAt', '>', now)
      .where(
        sql<boolean>`((bid_count = 0 and start_price <= ${amount}) or (bid_count > 0 and current_price + step_price <= ${amount}))`,
      )
      // The cap against the price as it is now, so a bid read before another still holds it.
      .where(
        sql<boolean>`(case when bid_count = 0 then start_price else current_price end) + ${BID_MAX_STEPS} * step_price >= ${amount}`,
      )
      .where(sql<boolean>`not ${leadsSql(userId)}`)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      // A bid came in between: answer with the rule that now applies.
      if (await isLeader(trx, input.bidId, userId)) throw conflict(M.bidSelfOutbid);
      const fresh = await trx
        .selectFrom('auctions')
        .select(['bidCount', 'startPrice', 'currentPrice', 'stepPrice'])
        .where('id', '=', input.bidId)
        .executeTakeFirst();
      if (!fresh) throw conflict(M.bidNotInProgress);
      throw amount > maxBidPrice(fresh) ? tooHigh(fresh) : tooLow(fresh);
    }
    // The member who led until now hears that they were outbid.
    const outbid =
      auction.bidCount > 0
        ? await trx
            .selectFrom('bids')
            .select('userId')
            .where('auctionId', '=', input.bidId)
            .where('amount', '=', auction.currentPrice)
            .where('userId', '!=', userId)
            .orderBy('id', 'desc')
            .executeTakeFirst()
        : undefined;
    if (outbid) {
      const { title } = await trx
        .selectFrom('auctions')
        .select('title')
        .where('id', '=', input.bidId)
        .executeTakeFirstOrThrow();
      await notify(trx, outbid.userId, {
        kind: 3,
        title: '您的出价已被超越',
        body: `竞价项目「${title}」有人出价${formatWan(amount)}，高于您的出价${formatWan(auction.currentPrice)}。`,
        target: { type: 'auction', id: input.bidId },
        now,
      });
    }
    const row = await trx
      .insertInto('bids')
      .values({ auctionId: input.bidId, userId, amount, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = { ...auction, bidCount: auction.bidCount + 1, currentPrice: amount };
    return {
      id: row.id,
      currentPrice: amount,
      bidCount: after.bidCount,
      minNextPrice: minNextPrice(after),
    };
  });
}

/** Follows an auction; following twice changes nothing. */
export async function follow(db: Db, userId: number, auctionId: number, now: number) {
  await db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('auctions')
      .select('id')
      .where('id', '=', auctionId)
      .where('state', '!=', 0)
      .executeTakeFirst();
    if (!exists) throw notFound(M.bidNotFound);
    const added = await trx
      .insertInto('bidFollows')
      .values({ auctionId, userId, createdAt: now })
      .onConflict((oc) => oc.columns(['userId', 'auctionId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (added) {
      await trx
        .updateTable('auctions')
        .set((eb) => ({ focusCount: eb('focusCount', '+', 1) }))
        .where('id', '=', auctionId)
        .execute();
    }
  });
}

/** Stops following; harmless when not followed. */
export async function unfollow(db: Db, userId: number, auctionId: number) {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('bidFollows')
      .where('userId', '=', userId)
      .where('auctionId', '=', auctionId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await trx
        .updateTable('auctions')
        .set((eb) => ({ focusCount: eb('focusCount', '-', 1) }))
        .where('id', '=', auctionId)
        .execute();
    }
  });
}
