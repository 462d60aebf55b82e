import type {
  OutcomeBoardItem,
  RewardBoardItem,
  ServiceMarketItem,
  TechHomeItem,
  TechServiceItem,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';

/** Home blocks read from the market and service tables: newest published first. */

/** optValue → optName of a dictionary (dictionaries are small; values are positions). */
export async function dictNames(db: Db, key: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('dictOptions')
    .select(['optValue', 'optName'])
    .where('dictKey', '=', key)
    .execute();
  return new Map(rows.map((r) => [Number(r.optValue), r.optName]));
}

/** Important projects: featured published outcomes. */
export async function techHome(db: Db, size: number): Promise<TechHomeItem[]> {
  const [rows, maturity, cooperation] = await Promise.all([
    db
      .selectFrom('outcomes as o')
      .innerJoin('techFields as f', 'f.id', 'o.techFieldId')
      .select([
        'o.id',
        'o.goodsName',
        'o.coverImg',
        'f.name as techArea',
        'o.maturity',
        'o.cooperationType',
        'o.price',
        'o.orgName',
        'o.publishDate',
        'o.viewCount',
      ])
      .where('o.featured', '=', 1)
      .where('o.status', '=', 1)
      .orderBy('o.publishDate', 'desc')
      .orderBy('o.id', 'desc')
      .limit(size)
      .execute(),
    dictNames(db, 'maturity'),
    dictNames(db, 'cooperation_type'),
  ]);
  return rows.map(({ maturity: m, cooperationType: c, ...r }) => ({
    ...r,
    price: Number(r.price),
    maturityName: maturity.get(m) ?? '',
    cooperationName: cooperation.get(c) ?? '',
  }));
}

export async function techServiceShop(
  db: Db,
  query: { type?: number | undefined; size: number },
): Promise<TechServiceItem[]> {
  let q = db
    .selectFrom('techServices as s')
    .innerJoin('serviceCategories as c', 'c.id', 's.catId')
    .innerJoin('serviceOrgs as o', 'o.id', 's.orgId')
    .select([
      's.id',
      's.serviceName',
      's.serviceImg',
      's.serviceType as type',
      's.catId',
      'c.catName',
      's.orgId',
      'o.orgName',
      's.price',
      's.priceUnit',
      's.salesCount',
      's.summary',
    ])
    .where('s.status', '=', 1);
  if (query.type !== undefined) q = q.where('s.serviceType', '=', query.type);
  const rows = await q.orderBy('s.sort').orderBy('s.id').limit(query.size).execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

/** Second-level service categories with their published products, linking to /ServerList. */
export async function serviceMarket(db: Db): Promise<ServiceMarketItem[]> {
  const rows = await db
    .selectFrom('serviceCategories as c')
    .leftJoin('techServices as s', (join) =>
      join.onRef('s.catId', '=', 'c.id').on('s.status', '=', 1),
    )
    .select((eb) => [
      'c.id',
      'c.catName',
      'c.serviceType',
      'c.sort',
      eb.fn.count<number>('s.id').as('n'),
    ])
    .where('c.parentId', 'is not', null)
    .groupBy(['c.id', 'c.catName', 'c.serviceType', 'c.sort'])
    .orderBy('c.serviceType')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    name: r.catName,
    value: Number(r.n),
    link: `/ServerList?type=${r.serviceType}&catId=${r.id}`,
  }));
}

/** The demand side of the two-sided board: published bounties. */
export async function rewardBoard(db: Db, size: number): Promise<RewardBoardItem[]> {
  const rows = await db
    .selectFrom('rewards as r')
    .innerJoin('techFields as f', 'f.id', 'r.techFieldId')
    .select([
      'r.id',
      'r.rewardName',
      'f.name as techArea',
      'r.unveilStatus',
      'r.amount',
      'r.deadline',
    ])
    .where('r.status', '=', 1)
    .orderBy('r.publishDate', 'desc')
    .orderBy('r.id', 'desc')
    .limit(size)
    .execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** The outcome side of the two-sided board: published outcomes. */
export async function outcomeBoard(db: Db, size: number): Promise<OutcomeBoardItem[]> {
  const rows = await db
    .selectFrom('outcomes as o')
    .innerJoin('techFields as f', 'f.id', 'o.techFieldId')
    .select([
      'o.id',
      'o.goodsName',
      'f.name as techArea',
      'o.tradeStatus',
      'o.price',
      'o.publishDate',
    ])
    .where('o.status', '=', 1)
    .orderBy('o.publishDate', 'desc')
    .orderBy('o.id', 'desc')
    .limit(size)
    .execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}
