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

/** What a route helper's caller may add to the fields the helper writes itself. */
type Extra<Written extends keyof RouteSpec> = Partial<Omit<RouteSpec, Written>>;
type NoExtra = Record<never, never>;

/** Child route whose relative path is its name. */
export const child = <
  const N extends string,
  const E extends Extra<'name' | 'path' | 'title'> = NoExtra,
>(
  name: N,
  title: string,
  extra: E = {} as E,
) => ({ name, path: name, title, ...extra });

/** A section's list shown in the section's tab bar; its relative path is its name. */
export const tab = <
  const N extends string,
  const E extends Extra<'name' | 'path' | 'title' | 'routerBar'> = NoExtra,
>(
  name: N,
  title: string,
  extra: E = {} as E,
) => child(name, title, { routerBar: true, ...extra });
