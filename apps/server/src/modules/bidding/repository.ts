import {
  type AuctionStatus,
  type BidDetail,
  type BidItem,
  type BidRecord,
  bidStatusName,
  type MyBidRecord,
  minBidPrice,
  type Page,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { type MarketFilterValues, maskName } from '../../kit/list/filters.ts';
import {
  filteredPage,
  itemNames,
  marketColumns,
  type SectionRow,
} from '../../kit/list/list-kit.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { auctionStatus, bidStatus, countdownMs, statusCondition } from './status.ts';

/** Auctions (/Competitive): everything but 未上架 (state 0) is public. */

const ITEM_COLUMNS = [
  'a.id',
  'a.title',
  'a.coverImg',
  'a.orgName',
  'a.outcomeId',
  'a.techFieldId',
  'a.regionCode',
  'a.startPrice',
  'a.stepPrice',
  'a.currentPrice',
  'a.bidCount',
  'a.startAt',
  'a.endAt',
  'a.state',
  'a.viewCount',
  'a.focusCount',
] as const;

function listed(db: Db) {
  return db.selectFrom('auctions as a').where('a.state', '!=', 0);
}

const COLUMNS = marketColumns('a', {
  title: 'title',
  summary: 'org_name',
  date: 'start_at',
  dateIsMs: true,
  price: 'current_price',
});

type AuctionRow = SectionRow<typeof listed>;

/** Lowest acceptable next bid: the start price while there is no bid, else current + step. */
/** Lowest acceptable next bid (one rule with the browser's, @portal/shared bid-limits). */
export const minNextPrice = minBidPrice;

export async function followedIds(db: Db, userId: number | null, ids: number[]) {
  if (!userId || ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('bidFollows')
    .select('auctionId')
    .where('userId', '=', userId)
    .where('auctionId', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.auctionId));
}

async function toItems(
  db: Db,
  rows: AuctionRow[],
  userId: number | null,
  now: number,
): Promise<BidItem[]> {
  const names = await itemNames(db, rows, { marked: (ids) => followedIds(db, userId, ids) });
  return rows.map((r) => ({
    ...names.field(r.techFieldId),
    id: r.id,
    title: r.title,
    coverImg: r.coverImg,
    orgName: r.orgName,
    outcomeId: r.outcomeId,
    regionCode: r.regionCode,
    regionName: names.region(r.regionCode),
    startPrice: Number(r.startPrice),
    stepPrice: Number(r.stepPrice),
    currentPrice: Number(r.currentPrice),
    bidCount: r.bidCount,
    startTime: formatTime(r.startAt)!,
    endTime: formatTime(r.endAt)!,
    auctionStatus: auctionStatus(r, now),
    countdownMs: countdownMs(r, now),
    viewCount: r.viewCount,
    focusCount: r.focusCount,
    isFocus: names.isMarked(r.id),
  }));
}

export type BidFilters = MarketFilterValues & { auctionStatus?: AuctionStatus | undefined };

export function bidPage(
  db: Db,
  f: BidFilters,
  userId: number | null,
  now: number,
): Promise<Page<BidItem>> {
  const base = listed(db);
  return filteredPage(db, f, {
    base: f.auctionStatus === undefined ? base : base.where(statusCondition(f.auctionStatus, now)),
    columns: COLUMNS,
    select: (q) => q.select(ITEM_COLUMNS),
    toItems: (rows) => toItems(db, rows, userId, now),
  });
}

/** Bid history of an auction, highest first; bidders masked. */
export async function bidRecords(
  db: Db,
  auction: { id: number; status: AuctionStatus; currentPrice: number; bidCount: number },
  userId: number | null,
  paging: Paging,
): Promise<Page<BidRecord>> {
  const { offset, limit } = pageWindow(paging);
  const rows = await db
    .selectFrom('bids as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .select(['b.id', 'b.userId', 'u.username', 'b.amount', 'b.createdAt'])
    .where('b.auctionId', '=', auction.id)
    .orderBy('b.amount', 'desc')
    .orderBy('b.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = rows.map((r) => ({
    id: r.id,
    bidderName: maskName(r.username),
    amount: Number(r.amount),
    bidTime: formatTime(r.createdAt)!,
    status: bidStatus(auction.status, Number(r.amount) === Number(auction.currentPrice)),
    isMine: userId !== null && r.userId === userId,
  }));
  return toPage(records, auction.bidCount, paging);
}

/** The auction row (any state but 未上架), or undefined. */
export function findAuction(db: Db, id: number) {
  return listed(db)
    .select([...ITEM_COLUMNS, 'a.summary', 'a.detail'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** A listed auction (its view is counted by the route); undefined when there is none. */
export async function bidDetail(
  db: Db,
  id: number,
  userId: number | null,
  now: number,
): Promise<BidDetail | undefined> {
  const row = await findAuction(db, id);
  if (!row) return undefined;
  const status = auctionStatus(row, now);
  const [[item], history] = await Promise.all([
    toItems(db, [row], userId, now),
    bidRecords(db, { ...row, status }, userId, { pageNum: 1, pageSize: 10 }),
  ]);
  return {
    ...item!,
    summary: row.summary,
    detail: row.detail,
    minNextPrice: minNextPrice(row),
    serverTime: formatTime(now)!,
    records: history.records,
    isLeading: row.bidCount > 0 && history.records[0]?.isMine === true,
  };
}

/** The member's bids, newest first (/CompetitiveMove, /UserInfo/MyCompetitive). */
export async function myBidRecords(
  db: Db,
  userId: number,
  paging: Paging & { bidId?: number | undefined },
  now: number,
): Promise<Page<MyBidRecord>> {
  const { offset, limit } = pageWindow(paging);
  const auction = paging.bidId;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('bids as b')
      .innerJoin('auctions as a', 'a.id', 'b.auctionId')
      .select([
        'b.id',
        'b.auctionId',
        'b.amount',
        'b.createdAt',
        'a.title',
        'a.coverImg',
        'a.state',
        'a.startAt',
        'a.endAt',
        'a.currentPrice',
      ])
      .where('b.userId', '=', userId)
      .$if(auction !== undefined, (q) => q.where('b.auctionId', '=', auction!))
      .orderBy(sql`b.created_at desc, b.id desc`)
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('bids')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .$if(auction !== undefined, (q) => q.where('auctionId', '=', auction!))
      .executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r) => {
    const status = auctionStatus(r, now);
    const bid = bidStatus(status, Number(r.amount) === Number(r.currentPrice));
    return {
      id: r.id,
      bidId: r.auctionId,
      title: r.title,
      coverImg: r.coverImg,
      amount: Number(r.amount),
      bidTime: formatTime(r.createdAt)!,
      status: bid,
      statusName: bidStatusName(bid, Number(r.amount), Number(r.currentPrice)),
      auctionStatus: status,
      currentPrice: Number(r.currentPrice),
      endTime: formatTime(r.endAt)!,
    };
  });
  return toPage(records, total.n, paging);
}

/** Auctions the member follows, most recently followed first. */
export async function myFollowed(
  db: Db,
  userId: number,
  paging: Paging,
  now: number,
): Promise<Page<BidItem>> {
  const { offset, limit } = pageWindow(paging);
  const base = listed(db)
    .innerJoin('bidFollows as f', 'f.auctionId', 'a.id')
    .where('f.userId', '=', userId);
  const [rows, total] = await Promise.all([
    base
      .select(ITEM_COLUMNS)
      .orderBy(sql`f.created_at desc, f.id desc`)
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(await toItems(db, rows, userId, now), total.n, paging);
}
