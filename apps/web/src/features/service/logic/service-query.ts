import type { ServiceCategoryNode, ServiceQuery } from '@portal/shared/api/index';
import type { MarketSortValue } from '@portal/shared/api/market';
import { formatMoney } from '@portal/shared/format';
import { LIST_PAGE_SIZE, type ListState } from '../../../lib/list-filters.ts';

/**
 * The service lists' URL state: catId (a first- or second-level category) and, on
 * /ServerList, type (1 研发服务, else 转化服务) beside the list kit's keyword, region, sort, page.
 */
export const SERVICE_EXTRAS = { catId: 'int', type: 'int' } as const;

export const SERVICE_SORT_KEYS: readonly MarketSortValue[] = [
  'latest',
  'priceAsc',
  'priceDesc',
  'views',
];

/** /ServerList's type: 1 研发服务 when the query says 1, else 2 转化服务 (spec §2). */
export function serverListType(raw: string | null | number | boolean | undefined): 1 | 2 {
  return String(raw) === '1' ? 1 : 2;
}

export function toServiceQuery(state: ListState, type?: number): ServiceQuery {
  const query: ServiceQuery = { pageNum: state.pageNum, pageSize: LIST_PAGE_SIZE };
  const { catId } = state.extras;
  if (type) query.type = type;
  if (typeof catId === 'number' && catId > 0) query.catId = catId;
  if (state.keyword) query.keyword = state.keyword;
  if (state.regionCode) query.regionCode = state.regionCode;
  const { sort } = state;
  if (sort !== 'latest' && sort !== 'deadline' && SERVICE_SORT_KEYS.includes(sort))
    query.sort = sort;
  return query;
}

/** 12,300.00元/次 with thousands separators, or 面议 when the product has no price (spec §9). */
export function servicePrice(item: { price: number | null; priceUnit: string }): string {
  if (item.price === null || item.price <= 0) return '面议';
  const unit = item.priceUnit.startsWith('元') ? item.priceUnit : `元${item.priceUnit}`;
  return `${formatMoney(item.price)}${unit}`;
}

/** The first-level category a catId belongs to (itself or its parent). */
export function parentCategoryOf(
  tree: readonly ServiceCategoryNode[],
  catId: number | undefined,
): ServiceCategoryNode | undefined {
  if (!catId) return undefined;
  return tree.find((node) => node.id === catId || node.children.some((c) => c.id === catId));
}
