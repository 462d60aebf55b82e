/**
 * Service products, their two-level categories and the service hall's rules (spec §2
 * /Service/ServiceProducts, /Service/ServiceCats, /ServiceDetail, /AgencyNeeds, /ServiceRules,
 * /ServiceRulesDetail, /ServerList, /ServerDetail, /TechService; §7 server/*; issue 10).
 * The four category/page paths are the spec's; detail and rules follow their style (chosen).
 * Prices in yuan; null means 面议.
 */

import type { ArticleNav } from './article.ts';
import type { PageQuery } from './envelope.ts';
import type { MarketSortValue } from './market-common.ts';

export const ServicePaths = {
  /** GET ?type=1|2 → ServiceCategory[]: first-level categories (all types when absent). */
  catParentAll: '/client/api/server/cat/parent/all',
  /** GET ?type=1|2&parentId= → ServiceCategoryNode[]: first level with their children. */
  catAll: '/client/api/server/cat/all',
  /** GET ?keyword&type= → ServiceCategory[]: categories whose name holds the keyword. */
  catSearch: '/client/api/server/cat/search',
  /** GET ServiceQuery → Page<ServiceItem>: products on sale. */
  page: '/client/api/server/page',
  /** GET ?id= → ServiceDetail (counts a view; 404 for an unknown or withdrawn id). */
  detail: '/client/api/server/detail',
  /** GET ServiceRuleQuery → Page<ServiceRuleItem>. */
  rulePage: '/client/api/server/rule/page',
  /** GET ?id= → ServiceRuleDetail (counts a view). */
  ruleDetail: '/client/api/server/rule/detail',
} as const;

/** A service category; parentId null at the first level. */
export interface ServiceCategory {
  id: number;
  parentId: number | null;
  /** The parent's name ('' at the first level). */
  parentName: string;
  catName: string;
  /** SERVICE_TYPES */
  serviceType: number;
  /** Products on sale in it (with its children's for a first-level one). */
  productCount: number;
}

export interface ServiceCategoryNode extends ServiceCategory {
  children: ServiceCategory[];
}

export type ServiceSortValue = Exclude<MarketSortValue, 'deadline'> | 'sales';

export interface ServiceQuery extends PageQuery {
  /** SERVICE_TYPES; absent = both. */
  type?: number;
  /** A first-level category (covers its children) or a second-level one. */
  catId?: number;
  /** Matched against the product name, summary and provider name. */
  keyword?: string;
  /** The provider's region, GB/T 2260 code prefix. */
  regionCode?: string;
  /** One provider's products. */
  orgId?: number;
  /** true: only 面议 products. */
  negotiable?: boolean;
  sort?: ServiceSortValue;
}

export interface ServiceItem {
  id: number;
  serviceName: string;
  serviceImg: string;
  serviceType: number;
  serviceTypeName: string;
  catId: number;
  catName: string;
  parentCatId: number;
  parentCatName: string;
  orgId: number;
  orgName: string;
  regionCode: string;
  regionName: string;
  /** Yuan; null = 面议. */
  price: number | null;
  priceUnit: string;
  salesCount: number;
  summary: string;
  deliveryTerms: string;
  publishDate: string;
  viewCount: number;
  isCollect: boolean;
}

export interface ServiceDetail extends ServiceItem {
  /** Sanitised HTML. */
  content: string;
  org: {
    id: number;
    orgName: string;
    orgLogo: string;
    intro: string;
    contact: string;
    /** Masked (spec §9). */
    telephone: string;
  };
  related: ServiceItem[];
}

export interface ServiceRuleQuery extends PageQuery {
  keyword?: string;
  /** yyyy-MM-dd, inclusive. */
  publishDateFrom?: string;
  publishDateTo?: string;
  sort?: 'latest' | 'views';
}

export interface ServiceRuleItem {
  id: number;
  title: string;
  summary: string;
  issuer: string;
  publishDate: string;
  viewCount: number;
}

export interface ServiceRuleDetail extends ServiceRuleItem, ArticleNav {
  /** Sanitised HTML. */
  content: string;
}
