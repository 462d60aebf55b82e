import {
  labelOf,
  maskPhone,
  type Page,
  SERVICE_TYPES,
  type ServiceDetail,
  type ServiceItem,
  type ServiceSortValue,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { likePattern } from '../../kit/list/filters.ts';
import {
  collectedBy,
  filteredPage,
  itemNames,
  type ListColumns,
  RELATED_LIMIT,
  relatedRows,
  type SectionRow,
} from '../../kit/list/list-kit.ts';
import { formatDate } from '../../lib/time.ts';
import { categoryIdsOf } from './category-repository.ts';

/** Service products (/ServiceProducts, /ServerList, /ServiceDetail, /ServerDetail) on the list kit. */

const ITEM_COLUMNS = [
  's.id',
  's.serviceName',
  's.serviceImg',
  's.serviceType',
  's.catId',
  'c.catName',
  'c.parentId as parentCatId',
  's.orgId',
  'o.orgName',
  'o.regionCode',
  's.price',
  's.priceUnit',
  's.salesCount',
  's.summary',
  's.deliveryTerms',
  's.createdAt',
  's.viewCount',
] as const;

const COLUMNS: ListColumns = {
  filter: {
    title: 's.service_name',
    summary: 's.summary',
    field: null,
    region: 'o.region_code',
    date: 's.created_at',
    dateIsMs: true,
    price: 's.price',
  },
  sort: { date: 's.created_at', price: 's.price', views: 's.view_count', id: 's.id' },
};

/** Products on sale (status 1) with their category and provider. */
function products(db: Db) {
  return db
    .selectFrom('techServices as s')
    .innerJoin('serviceCategories as c', 'c.id', 's.catId')
    .innerJoin('serviceOrgs as o', 'o.id', 's.orgId')
    .where('s.status', '=', 1);
}

type ProductRow = SectionRow<typeof products>;

async function parentNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom('serviceCategories')
    .select(['id', 'catName'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.catName]));
}

async function toItems(db: Db, rows: ProductRow[], userId: number | null): Promise<ServiceItem[]> {
  const [names, parents] = await Promise.all([
    itemNames(db, rows, { marked: collectedBy(db, userId, 'product') }),
    parentNames(
      db,
      rows.map((r) => r.parentCatId),
    ),
  ]);
  return rows.map((r) => {
    const price = Number(r.price);
    return {
      id: r.id,
      serviceName: r.serviceName,
      serviceImg: r.serviceImg,
      serviceType: r.serviceType,
      serviceTypeName: labelOf(SERVICE_TYPES, r.serviceType, ''),
      catId: r.catId,
      catName: r.catName,
      parentCatId: r.parentCatId ?? r.catId,
      parentCatName: r.parentCatId === null ? r.catName : (parents.get(r.parentCatId) ?? ''),
      orgId: r.orgId,
      orgName: r.orgName,
      regionCode: r.regionCode,
      regionName: names.region(r.regionCode),
      price: price > 0 ? price : null,
      priceUnit: r.priceUnit,
      salesCount: r.salesCount,
      summary: r.summary,
      deliveryTerms: r.deliveryTerms,
      publishDate: formatDate(Number(r.createdAt)),
      viewCount: r.viewCount,
      isCollect: names.isMarked(r.id),
    };
  });
}

export interface ServiceFilters {
  pageNum: number;
  pageSize: number;
  type?: number | undefined;
  catId?: number | undefined;
  orgId?: number | undefined;
  keyword?: string | undefined;
  regionCode?: string | undefined;
  negotiable?: boolean | undefined;
  sort?: ServiceSortValue | undefined;
}

/** One page of products on sale matching the filters. */
export async function servicePage(
  db: Db,
  f: ServiceFilters,
  userId: number | null,
): Promise<Page<ServiceItem>> {
  let base = products(db);
  if (f.type !== undefined) base = base.where('s.serviceType', '=', f.type);
  if (f.orgId !== undefined) base = base.where('s.orgId', '=', f.orgId);
  if (f.catId !== undefined) base = base.where('s.catId', 'in', await categoryIdsOf(db, f.catId));
  if (f.keyword) {
    // Name, summary or provider: people look a service up by who offers it too.
    const p = likePattern(f.keyword);
    base = base.where(
      sql<boolean>`(s.service_name like ${p} escape '\\' or s.summary like ${p} escape '\\' or o.org_name like ${p} escape '\\')`,
    );
  }
  const sales = f.sort === 'sales';
  const sort = f.sort === 'sales' ? undefined : f.sort;
  return filteredPage(
    db,
    {
      pageNum: f.pageNum,
      pageSize: f.pageSize,
      regionCode: f.regionCode,
      negotiable: f.negotiable,
      sort,
    },
    {
      base,
      columns: COLUMNS,
      select: (q) => q.select(ITEM_COLUMNS),
      toItems: (rows) => toItems(db, rows, userId),
      ...(sales ? { order: sql`s.sales_count desc, s.id desc` } : {}),
    },
  );
}

/** A product on sale with its provider (phone masked) and others of its category. */
export async function serviceDetail(
  db: Db,
  id: number,
  userId: number | null,
): Promise<ServiceDetail | undefined> {
  const row = await products(db)
    .select([...ITEM_COLUMNS, 's.content', 'o.orgLogo', 'o.intro', 'o.contact', 'o.telephone'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const sameCat = sql<boolean>`s.cat_id = ${row.catId}`;
  const [[item], related] = await Promise.all([
    toItems(db, [row], userId),
    relatedRows(products(db).select(ITEM_COLUMNS), COLUMNS, row, sameCat).then((rows) =>
      toItems(db, rows.slice(0, RELATED_LIMIT), userId),
    ),
  ]);
  return {
    ...item!,
    content: row.content,
    org: {
      id: row.orgId,
      orgName: row.orgName,
      orgLogo: row.orgLogo,
      intro: row.intro,
      contact: row.contact,
      telephone: maskPhone(row.telephone),
    },
    related,
  };
}
