import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { filterConditions, type MarketFilterValues } from '../../kit/list/filters.ts';
import { marketColumns } from '../../kit/list/list-kit.ts';

/** The cockpit's narrowing filters: the same meaning as on the outcome and deal lists. */
export interface CockpitFilter {
  fieldId?: number | undefined;
  regionCode?: string | undefined;
}

/** The columns of the outcome list and the deal list (outcome/repository.ts, deal/repository.ts). */
const OUTCOME_COLUMNS = marketColumns('o', {
  title: 'goods_name',
  summary: 'keywords',
  date: 'publish_date',
  price: 'price',
});
const DEAL_COLUMNS = marketColumns('d', { title: 'title', date: 'deal_date', price: 'amount' });

const asList = (f: CockpitFilter): MarketFilterValues => ({
  pageNum: 1,
  pageSize: 1,
  fieldId: f.fieldId,
  regionCode: f.regionCode,
});

export interface Source {
  from: RawBuilder<unknown>;
  where: RawBuilder<boolean>[];
}

/** Published outcomes as /Project/Outcome lists them for the same field and region. */
export async function outcomeSource(db: Db, f: CockpitFilter = {}): Promise<Source> {
  return {
    from: sql`outcomes as o`,
    where: [
      sql<boolean>`o.status = 1`,
      ...(await filterConditions(db, asList(f), OUTCOME_COLUMNS.filter)),
    ],
  };
}

/** Deals as /Project/Deal lists them for the same field and region (every deal is public). */
export async function dealSource(db: Db, f: CockpitFilter = {}): Promise<Source> {
  return {
    from: sql`deals as d`,
    where: await filterConditions(db, asList(f), DEAL_COLUMNS.filter),
  };
}

/** Published needs (/Project/Requirement for a guest). */
export const needSource: Source = { from: sql`needs as n`, where: [sql<boolean>`n.status = 1`] };
/** Published bounties (/Project/Reward). */
export const rewardSource: Source = {
  from: sql`rewards as r`,
  where: [sql<boolean>`r.status = 1`],
};
/** Auctions on show (/Competitive: all but 未上架). */
export const auctionSource: Source = {
  from: sql`auctions as a`,
  where: [sql<boolean>`a.state <> 0`],
};
/** Active member accounts. */
export const memberSource: Source = {
  from: sql`users as u`,
  where: [sql<boolean>`u.role = 'member'`, sql<boolean>`u.status = 1`],
};
