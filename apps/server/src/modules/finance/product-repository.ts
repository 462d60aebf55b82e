import type { FinanceProductDetail, FinanceProductItem, Page } from '@portal/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import {
  filteredPage,
  itemNames,
  type ListColumns,
  RELATED_LIMIT,
  relatedRows,
  type SectionRow,
} from '../../kit/list/list-kit.ts';

/** Finance products of /FinanceList and /Financedetail, built on the list kit. */

const ITEM_COLUMNS = [
  'p.id',
  'p.catId',
  'c.catName',
  'p.productName',
  'p.orgName',
  'p.rateText',
  'p.rateMin',
  'p.rateMax',
  'p.amountMin',
  'p.amountMax',
  'p.termText',
  'p.termMonths',
  'p.guarantyType',
  'p.guarantyText',
  'p.techFieldId',
  'p.regionCode',
  'p.summary',
  'p.publishDate',
  'p.viewCount',
] as const;

const COLUMNS: ListColumns = {
  filter: {
    title: 'p.product_name',
    summary: 'p.summary',
    field: 'p.tech_field_id',
    // Region and field also match products open to all (below), so the kit only does keyword.
    region: null,
    date: 'p.publish_date',
    price: null,
  },
  sort: { date: 'p.publish_date', price: null, views: 'p.view_count', id: 'p.id' },
};

/** Products on sale (status 1) with their category. */
function products(db: Db) {
  return db
    .selectFrom('financeProducts as p')
    .innerJoin('financeCategories as c', 'c.id', 'p.catId')
    .where('p.status', '=', 1);
}

type ProductRow = SectionRow<typeof products>;

const num = (v: number | string | null) => (v === null ? null : Number(v));

async function applyCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('financeProductApplications')
    .select(['productId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('productId', 'in', ids)
    .groupBy('productId')
    .execute();
  return new Map(rows.map((r) => [r.productId, Number(r.n)]));
}

async function toItems(db: Db, rows: ProductRow[]): Promise<FinanceProductItem[]> {
  const [names, counts] = await Promise.all([
    itemNames(db, rows),
    applyCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    catId: r.catId,
    catName: r.catName,
    productName: r.productName,
    orgName: r.orgName,
    rateText: r.rateText,
    rateMin: num(r.rateMin),
    rateMax: num(r.rateMax),
    amountMin: r.amountMin,
    amountMax: r.amountMax,
    termText: r.termText,
    termMonths: r.termMonths,
    guarantyType: r.guarantyType,
    guarantyText: r.guarantyText,
    techFieldId: r.techFieldId,
    techArea: r.techFieldId === null ? null : (names.fieldName(r.techFieldId) ?? null),
    regionCode: r.regionCode,
    regionName: r.regionCode ? names.region(r.regionCode) : '全省',
    summary: r.summary,
    publishDate: r.publishDate,
    viewCount: r.viewCount,
    applyCount: counts.get(r.id) ?? 0,
  }));
}

export interface ProductFilters {
  pageNum: number;
  pageSize: number;
  tabId?: number | undefined;
  keyword?: string | undefined;
  fieldId?: number | undefined;
  regionCode?: string | undefined;
  guarantyType?: number | undefined;
  amount?: number | undefined;
  sort?: 'latest' | 'rate' | 'amount' | 'views' | undefined;
}

function sortOf(sort: ProductFilters['sort']): RawBuilder<unknown> | undefined {
  // Negotiated rates (null) last.
  if (sort === 'rate')
    return sql`case when p.rate_min is null then 1 else 0 end, p.rate_min asc, p.id desc`;
  if (sort === 'amount') return sql`p.amount_max desc, p.id desc`;
  return undefined;
}

/** One page of products on sale matching the filters. */
export async function productPage(db: Db, f: ProductFilters): Promise<Page<FinanceProductItem>> {
  let base = products(db);
  if (f.tabId !== undefined) base = base.where('p.catId', '=', f.tabId);
  if (f.guarantyType !== undefined) base = base.where('p.guarantyType', '=', f.guarantyType);
  if (f.amount !== undefined) {
    const amount = f.amount;
    base = base.where('p.amountMin', '<=', amount).where('p.amountMax', '>=', amount);
  }
  if (f.regionCode) {
    // A product for the whole province ('') or for a region containing / inside the asked one.
    const code = f.regionCode;
    base = base.where(
      sql<boolean>`(p.region_code = '' or ${code} like p.region_code || '%' or p.region_code like ${`${code}%`})`,
    );
  }
  const withField = f.fieldId;
  const order = sortOf(f.sort);
  const page = await filteredPage(
    db,
    {
      pageNum: f.pageNum,
      pageSize: f.pageSize,
      keyword: f.keyword,
      sort: f.sort === 'views' ? 'views' : undefined,
    },
    {
      base:
        withField === undefined
          ? base
          : base.where((eb) =>
              eb.or([
                eb('p.techFieldId', 'is', null),
                eb(
                  'p.techFieldId',
                  'in',
                  eb
                    .selectFrom('techFields')
                    .select('id')
                    .where((w) => w.or([w('id', '=', withField), w('parentId', '=', withField)])),
                ),
              ]),
            ),
      columns: COLUMNS,
      select: (q) => q.select(ITEM_COLUMNS),
      toItems: (rows) => toItems(db, rows),
      ...(order ? { order } : {}),
    },
  );
  return page;
}

/** The member's open (待受理/已受理) application for a product. */
async function openApplication(db: Db, userId: number | null, productId: number) {
  if (!userId) return null;
  const row = await db
    .selectFrom('financeProductApplications')
    .select(['id', 'status'])
    .where('productId', '=', productId)
    .where('userId', '=', userId)
    .where('status', 'in', [0, 1])
    .executeTakeFirst();
  return row ?? null;
}

/** A product on sale with its provider, conditions, documents and related products. */
export async function productDetail(
  db: Db,
  id: number,
  userId: number | null,
): Promise<FinanceProductDetail | undefined> {
  const row = await products(db)
    .select([
      ...ITEM_COLUMNS,
      'p.content',
      'p.conditions',
      'p.documents',
      'p.orgIntro',
      'p.orgPhone',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const sameCat = sql<boolean>`p.cat_id = ${row.catId}`;
  const [[item], related, mine] = await Promise.all([
    toItems(db, [row]),
    relatedRows(products(db).select(ITEM_COLUMNS), COLUMNS, row, sameCat).then((rows) =>
      toItems(db, rows.slice(0, RELATED_LIMIT)),
    ),
    openApplication(db, userId, id),
  ]);
  return {
    ...item!,
    content: row.content,
    conditions: row.conditions,
    documents: JSON.parse(row.documents) as string[],
    orgIntro: row.orgIntro,
    orgPhone: row.orgPhone,
    related,
    myApplication: mine,
  };
}

/** The terms an application is checked against; undefined when not on sale. */
export function productTermsOf(db: Db, id: number) {
  return db
    .selectFrom('financeProducts')
    .select(['id', 'amountMin', 'amountMax'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
}
