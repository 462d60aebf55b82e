import {
  maskPhone,
  type Page,
  PROVIDER_AUTH_TYPE_VALUES,
  PROVIDER_AUTH_TYPES,
  PROVIDER_COUNT_UNITS,
  type ProviderDetail,
  type ProviderHall,
  type ProviderItem,
  type ProviderQuery,
  type ProviderSort,
  TALENT_COUNT_UNIT,
  TALENT_TYPES,
} from '@portal/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { MarketFilterValues } from '../../kit/list/filters.ts';
import {
  collectedBy,
  filteredPage,
  itemNames,
  type ListColumns,
  relatedRows,
} from '../../kit/list/list-kit.ts';
import { collectCount } from '../collect/repository.ts';
import { talentsOfOrg } from './talent-repository.ts';

/**
 * The service hall's providers (/Service sections and their details) on the list kit. A
 * provider is a published service_orgs row; its outcomes and deals are the market's rows under
 * its name, its products the service shop's rows of its id, its experts the talents of its id.
 */

const ITEM_COLUMNS = [
  'o.id',
  'o.orgName',
  'o.orgLogo',
  'o.authType',
  'o.techFieldId',
  'o.regionCode',
  'o.intro',
  'o.viewCount',
  'o.recommended',
] as const;

const COLUMNS: ListColumns = {
  filter: {
    title: 'o.org_name',
    summary: 'o.intro',
    field: 'o.tech_field_id',
    region: 'o.region_code',
    date: 'o.created_at',
    dateIsMs: true,
    price: null,
  },
  sort: { date: 'o.created_at', price: null, views: 'o.view_count', id: 'o.id' },
};

/** 综合排序: operator's recommended units first, then the operator's order. */
const RECOMMEND_ORDER = sql`o.recommended desc, o.sort asc, o.id asc`;

export function sortOrder(sort: ProviderSort | undefined): {
  sort?: 'latest' | 'views';
  recommend: boolean;
} {
  return sort === 'latest' || sort === 'views' ? { sort, recommend: false } : { recommend: true };
}

function published(db: Db) {
  return db.selectFrom('serviceOrgs as o').where('o.status', '=', 1);
}

/** Published outcomes under the unit's name and its visible talents, counted per row. */
function withCounts(q: ReturnType<typeof published>) {
  return q
    .select(ITEM_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('outcomes as oc')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('oc.orgName', '=', 'o.orgName')
        .where('oc.status', '=', 1)
        .as('outcomeCount'),
      eb
        .selectFrom('talents as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.orgId', '=', 'o.id')
        .where('t.status', '=', 1)
        .as('talentCount'),
    ]);
}

type ProviderRow = Awaited<ReturnType<ReturnType<typeof withCounts>['execute']>>[number];

async function toItems(
  db: Db,
  rows: ProviderRow[],
  userId: number | null,
): Promise<ProviderItem[]> {
  const names = await itemNames(db, rows, { marked: collectedBy(db, userId, 'vip') });
  return rows.map((r) => {
    const field = r.techFieldId === null ? null : names.field(r.techFieldId);
    return {
      id: r.id,
      orgName: r.orgName,
      orgLogo: r.orgLogo,
      authType: r.authType,
      authTypeName: PROVIDER_AUTH_TYPES[r.authType as keyof typeof PROVIDER_AUTH_TYPES] ?? '',
      techFieldId: r.techFieldId,
      techArea: field?.techArea || null,
      parentTechArea: field?.parentTechArea || null,
      regionCode: r.regionCode,
      regionName: names.region(r.regionCode),
      intro: r.intro,
      outcomeCount: Number(r.outcomeCount ?? 0),
      talentCount: Number(r.talentCount ?? 0),
      viewCount: r.viewCount,
      isCollect: names.isMarked(r.id),
    };
  });
}

export type ProviderFilters = Omit<ProviderQuery, 'pageNum' | 'pageSize'> & {
  pageNum: number;
  pageSize: number;
};

/** One page of a section (or of every section) matching the filters. */
export function providerPage(
  db: Db,
  f: ProviderFilters,
  userId: number | null,
): Promise<Page<ProviderItem>> {
  let base = published(db);
  if (f.authType !== undefined) base = base.where('o.authType', '=', f.authType);
  const order = sortOrder(f.sort);
  const shared: MarketFilterValues = {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    keyword: f.keyword,
    fieldId: f.fieldId,
    regionCode: f.regionCode,
    sort: order.sort,
  };
  return filteredPage(db, shared, {
    base,
    columns: COLUMNS,
    select: withCounts,
    toItems: (rows) => toItems(db, rows, userId),
    ...(order.recommend ? { order: RECOMMEND_ORDER as RawBuilder<unknown> } : {}),
  });
}

/** How many units the hall shows per section. */
export const HALL_SECTION_SIZE = 4;

/** The hall (/Service): each section's count and first units, and the talent counts. */
export async function providerHall(db: Db): Promise<ProviderHall> {
  const [counts, talents, ...firsts] = await Promise.all([
    published(db)
      .select(['o.authType', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.authType')
      .execute(),
    db
      .selectFrom('talents')
      .select(['talentType', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 1)
      .groupBy('talentType')
      .execute(),
    ...PROVIDER_AUTH_TYPE_VALUES.map((authType) =>
      withCounts(published(db).where('o.authType', '=', authType))
        .orderBy(RECOMMEND_ORDER)
        .limit(HALL_SECTION_SIZE)
        .execute()
        .then((rows) => toItems(db, rows, null)),
    ),
  ]);
  const countOf = new Map(counts.map((c) => [c.authType, Number(c.n)]));
  const talentOf = new Map(talents.map((t) => [t.talentType, Number(t.n)]));
  return {
    sections: PROVIDER_AUTH_TYPE_VALUES.map((authType, i) => ({
      authType,
      name: PROVIDER_AUTH_TYPES[authType],
      count: countOf.get(authType) ?? 0,
      countUnit: PROVIDER_COUNT_UNITS[authType],
      items: firsts[i]!,
    })),
    talents: ([1, 2, 3] as const).map((talentType) => ({
      talentType,
      name: TALENT_TYPES[talentType],
      count: talentOf.get(talentType) ?? 0,
      countUnit: TALENT_COUNT_UNIT,
    })),
  };
}

/** How many outcomes, products, experts and deals a detail shows. */
export const DETAIL_LIST_SIZE = 6;

/** A published provider with what it offers; undefined when there is none. */
export async function providerDetail(
  db: Db,
  id: number,
  userId: number | null,
): Promise<ProviderDetail | undefined> {
  const row = await withCounts(published(db).where('o.id', '=', id))
    .select(['o.address', 'o.contact', 'o.telephone', 'o.content'])
    .executeTakeFirst();
  if (!row) return undefined;
  const sameSection = published(db).where('o.authType', '=', row.authType);
  const [[item], related, outcomes, products, experts, deals, collects] = await Promise.all([
    toItems(db, [row], userId),
    relatedRows(withCounts(sameSection), COLUMNS, row).then((rows) => toItems(db, rows, userId)),
    db
      .selectFrom('outcomes')
      .select(['id', 'goodsName', 'techFieldId', 'price', 'tradeStatus', 'publishDate'])
      .where('orgName', '=', row.orgName)
      .where('status', '=', 1)
      .orderBy('publishDate', 'desc')
      .orderBy('id', 'desc')
      .limit(DETAIL_LIST_SIZE)
      .execute(),
    db
      .selectFrom('techServices')
      .select(['id', 'serviceName', 'serviceImg', 'price', 'priceUnit', 'salesCount'])
      .where('orgId', '=', id)
      .where('status', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .limit(DETAIL_LIST_SIZE)
      .execute(),
    talentsOfOrg(db, id, 8),
    db
      .selectFrom('deals')
      .select(['id', 'title', 'amount', 'transferor', 'transferee', 'dealDate'])
      .where((eb) =>
        eb.or([eb('transferor', '=', row.orgName), eb('transferee', '=', row.orgName)]),
      )
      .orderBy('dealDate', 'desc')
      .orderBy('id', 'desc')
      .limit(DETAIL_LIST_SIZE)
      .execute(),
    collectCount(db, 'vip', id),
  ]);
  const names = await itemNames(db, outcomes);
  return {
    ...item!,
    address: row.address,
    contact: row.contact,
    telephone: maskPhone(row.telephone),
    content: row.content,
    outcomes: outcomes.map((o) => ({
      id: o.id,
      goodsName: o.goodsName,
      techArea: names.fieldName(o.techFieldId) ?? null,
      price: Number(o.price),
      tradeStatus: o.tradeStatus,
      publishDate: o.publishDate,
    })),
    products: products.map((p) => ({ ...p, price: Number(p.price) })),
    experts,
    deals: deals.map((d) => ({ ...d, amount: Number(d.amount) })),
    related,
    collectCount: collects,
  };
}
