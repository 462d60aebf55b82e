/** Building blocks the area tables share. */
import type { RouteSpec } from './types.ts';

export const id = { id: '记录 id' } as const;

/** The URL query of the market lists (lib/list/list-filters.ts). */
export const listQuery = {
  pageNum: '页码',
  keyword: '关键词',
  sort: 'latest / priceAsc / priceDesc / views',
  fieldId: '技术领域 id',
  regionCode: '地区编码前缀',
  price: '价格区间（negotiable 面议）',
  date: '发布时间 7d/30d/90d/365d',
} as const;

/** Detail route helper: absolute path '/Name', reads ?id. */
export const detail = <const N extends string>(
  name: N,
  title: string,
  extra: Partial<Omit<RouteSpec, 'name' | 'children'>> = {},
): Omit<RouteSpec, 'name' | 'children'> & { name: N } => ({
  path: `/${name}`,
  title,
  query: id,
  ...extra,
  name,
});
