import type { Page, RewardDetail, RewardItem } from '@portal/shared';
import { maskPhone } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { MarketFilterValues } from '../../kit/list/filters.ts';
import {
  collectedBy,
  filteredPage,
  itemNames,
  marketColumns,
  relatedRows,
  type SectionRow,
} from '../../kit/list/list-kit.ts';

/** Bounties (揭榜挂帅, /Project/Reward): published ones only. */

const ITEM_COLUMNS = [
  'r.id',
  'r.rewardName',
  'r.amount',
  'r.techFieldId',
  'r.regionCode',
  'r.deadline',
  'r.unveilStatus',
  'r.publisher',
  'r.summary',
  'r.publishDate',
  'r.viewCount',
  'r.participantCount',
] as const;

function published(db: Db) {
  return db.selectFrom('rewards as r').where('r.status', '=', 1);
}

const COLUMNS = marketColumns('r', {
  title: 'reward_name',
  summary: 'publisher',
  date: 'publish_date',
  price: 'amount',
});

type RewardRow = SectionRow<typeof published>;

/** Open for participation: before (or on) the deadline and not unveiled. */
export function rewardOpen(r: { deadline: string; unveilStatus: number }, today: string) {
  return r.unveilStatus === 0 && r.deadline >= today;
}

async function toItems(
  db: Db,
  rows: RewardRow[],
  userId: number | null,
  today: string,
): Promise<RewardItem[]> {
  const names = await itemNames(db, rows, { marked: collectedBy(db, userId, 'reward') });
  return rows.map((r) => ({
    ...names.field(r.techFieldId),
    id: r.id,
    rewardName: r.rewardName,
    amount: Number(r.amount),
    regionCode: r.regionCode,
    regionName: names.region(r.regionCode),
    deadline: r.deadline,
    unveilStatus: r.unveilStatus,
    publisher: r.publisher,
    summary: r.summary,
    publishDate: r.publishDate,
    viewCount: r.viewCount,
    participantCount: r.participantCount,
    isOpen: rewardOpen(r, today),
    isCollect: names.isMarked(r.id),
  }));
}

export type RewardFilters = MarketFilterValues & {
  unveilStatus?: 0 | 1 | undefined;
  open?: boolean | undefined;
};

export function rewardPage(
  db: Db,
  f: RewardFilters,
  userId: number | null,
  today: string,
): Promise<Page<RewardItem>> {
  let base = published(db);
  if (f.unveilStatus !== undefined) base = base.where('r.unveilStatus', '=', f.unveilStatus);
  if (f.open === true) base = base.where('r.unveilStatus', '=', 0).where('r.deadline', '>=', today);
  if (f.open === false)
    base = base.where((eb) => eb.or([eb('r.unveilStatus', '!=', 0), eb('r.deadline', '<', today)]));
  return filteredPage(db, f, {
    base,
    columns: COLUMNS,
    select: (q) => q.select(ITEM_COLUMNS),
    toItems: (rows) => toItems(db, rows, userId, today),
  });
}

/** A published bounty (its view is counted by the route); undefined when there is none. */
export async function rewardDetail(
  db: Db,
  id: number,
  userId: number | null,
  today: string,
): Promise<RewardDetail | undefined> {
  const row = await published(db)
    .select([...ITEM_COLUMNS, 'r.detail', 'r.linkman', 'r.linkphone'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [relatedRowList, joined] = await Promise.all([
    relatedRows(published(db).select(ITEM_COLUMNS), COLUMNS, row),
    userId
      ? db
          .selectFrom('participations')
          .select('id')
          .where('rewardId', '=', id)
          .where('userId', '=', userId)
          .executeTakeFirst()
      : undefined,
  ]);
  const [[item], related] = await Promise.all([
    toItems(db, [row], userId, today),
    toItems(db, relatedRowList, userId, today),
  ]);
  return {
    ...item!,
    detail: row.detail,
    linkman: row.linkman,
    linkphone: maskPhone(row.linkphone),
    isParticipated: Boolean(joined),
    related,
  };
}
