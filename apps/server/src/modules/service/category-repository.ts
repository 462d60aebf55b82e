import type { ServiceCategory, ServiceCategoryNode } from '@portal/shared';
import type { Db } from '../../db/index.ts';

/**
 * The two-level service catalogue (server/cat/*): each category with how many products on
 * sale it holds — a first-level one counts its children's.
 */

interface CatRow {
  id: number;
  parentId: number | null;
  catName: string;
  serviceType: number;
  sort: number;
}

async function allCategories(db: Db, type?: number): Promise<CatRow[]> {
  let q = db
    .selectFrom('serviceCategories')
    .select(['id', 'parentId', 'catName', 'serviceType', 'sort'])
    .orderBy('serviceType')
    .orderBy('sort')
    .orderBy('id');
  if (type !== undefined) q = q.where('serviceType', '=', type);
  return q.execute();
}

async function productCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('techServices')
    .select(['catId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 1)
    .groupBy('catId')
    .execute();
  return new Map(rows.map((r) => [r.catId, Number(r.n)]));
}

/** Every category of the type (both when absent) as first level with children, counted. */
export async function categoryTree(db: Db, type?: number): Promise<ServiceCategoryNode[]> {
  const [rows, counts] = await Promise.all([allCategories(db, type), productCounts(db)]);
  const names = new Map(rows.map((r) => [r.id, r.catName]));
  const node = (r: CatRow): ServiceCategory => ({
    id: r.id,
    parentId: r.parentId,
    parentName: r.parentId === null ? '' : (names.get(r.parentId) ?? ''),
    catName: r.catName,
    serviceType: r.serviceType,
    productCount: counts.get(r.id) ?? 0,
  });
  return rows
    .filter((r) => r.parentId === null)
    .map((parent) => {
      const children = rows.filter((r) => r.parentId === parent.id).map(node);
      const own = node(parent);
      return {
        ...own,
        productCount: own.productCount + children.reduce((n, c) => n + c.productCount, 0),
        children,
      };
    });
}

/** First-level categories only. */
export async function parentCategories(db: Db, type?: number): Promise<ServiceCategory[]> {
  return (await categoryTree(db, type)).map(({ children: _children, ...parent }) => parent);
}

/** Categories (either level) whose name holds the keyword, first level first. */
export async function searchCategories(
  db: Db,
  keyword: string,
  type?: number,
): Promise<ServiceCategory[]> {
  const tree = await categoryTree(db, type);
  const all = tree.flatMap(({ children, ...parent }) => [parent, ...children]);
  return all.filter((c) => c.catName.includes(keyword));
}

/** The category and, for a first-level one, its children: the ids a catId filter covers. */
export async function categoryIdsOf(db: Db, catId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('serviceCategories')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', catId), eb('parentId', '=', catId)]))
    .execute();
  return rows.length ? rows.map((r) => r.id) : [-1];
}
