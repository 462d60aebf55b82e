/**
 * Service products, their two-level categories and the service hall's rules (spec §2
 * /Service/ServiceProducts, /Service/ServiceCats, /ServiceDetail, /AgencyNeeds, /ServiceRules,
 * /ServiceRulesDetail, /ServerList, /ServerDetail, /TechService; §7 server/*; issue 10).
 * The four category/page paths are the spec's; detail and rules follow their style (chosen).
 * Prices in yuan; null means 面议.
 */

import { z } from 'zod';
import { numericKeys } from '../enums/label.ts';
import { SERVICE_TYPES } from '../enums/service-type.ts';
import { strictRequest } from '../validation/common.ts';
import {
  blankAsAbsent,
  marketFilterShape,
  optionalFlag,
  optionalIntEnum,
} from '../validation/filters.ts';
import { optionalIdField } from '../validation/paging.ts';
import { ServiceMessages as S } from '../validation/service.ts';
import { articleNavShape } from './article.ts';

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

const serviceCategoryShape = {
  id: z.number(),
  parentId: z.number().nullable(),
  /** The parent's name ('' at the first level). */
  parentName: z.string(),
  catName: z.string(),
  /** SERVICE_TYPES */
  serviceType: z.number(),
  /** Products on sale in it (with its children's for a first-level one). */
  productCount: z.number(),
};

/** A service category; parentId null at the first level. */
export const serviceCategorySchema = z.object(serviceCategoryShape);
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const serviceCategoryNodeSchema = z.object({
  ...serviceCategoryShape,
  children: z.array(serviceCategorySchema),
});
export type ServiceCategoryNode = z.infer<typeof serviceCategoryNodeSchema>;

export const SERVICE_SORT_VALUES = ['latest', 'priceAsc', 'priceDesc', 'views', 'sales'] as const;
export type ServiceSortValue = (typeof SERVICE_SORT_VALUES)[number];

export const serviceQuerySchema = strictRequest({
  pageNum: marketFilterShape.pageNum,
  pageSize: marketFilterShape.pageSize,
  /** SERVICE_TYPES; absent = both. */
  type: optionalIntEnum(numericKeys(SERVICE_TYPES), S.typeInvalid),
  /** A first-level category (covers its children) or a second-level one. */
  catId: optionalIdField(S.catInvalid),
  /** One provider's products. */
  orgId: optionalIdField(S.orgInvalid),
  /** Matched against the product name, summary and provider name. */
  keyword: marketFilterShape.keyword,
  /** The provider's region, GB/T 2260 code prefix. */
  regionCode: marketFilterShape.regionCode,
  /** true: only 面议 products. */
  negotiable: optionalFlag,
  sort: blankAsAbsent(z.enum(SERVICE_SORT_VALUES, { error: S.sortInvalid }).optional()),
});
export type ServiceQuery = z.input<typeof serviceQuerySchema>;

const serviceItemShape = {
  id: z.number(),
  serviceName: z.string(),
  serviceImg: z.string(),
  serviceType: z.number(),
  serviceTypeName: z.string(),
  catId: z.number(),
  catName: z.string(),
  parentCatId: z.number(),
  parentCatName: z.string(),
  orgId: z.number(),
  orgName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  /** Yuan; null = 面议. */
  price: z.number().nullable(),
  priceUnit: z.string(),
  salesCount: z.number(),
  summary: z.string(),
  deliveryTerms: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  isCollect: z.boolean(),
};
export const serviceItemSchema = z.object(serviceItemShape);
export type ServiceItem = z.infer<typeof serviceItemSchema>;

export const serviceDetailSchema = z.object({
  ...serviceItemShape,
  /** Sanitised HTML. */
  content: z.string(),
  org: z.object({
    id: z.number(),
    orgName: z.string(),
    orgLogo: z.string(),
    intro: z.string(),
    contact: z.string(),
    /** Masked (spec §9). */
    telephone: z.string(),
  }),
  related: z.array(serviceItemSchema),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

export const serviceRuleQuerySchema = strictRequest({
  pageNum: marketFilterShape.pageNum,
  pageSize: marketFilterShape.pageSize,
  keyword: marketFilterShape.keyword,
  /** yyyy-MM-dd, inclusive. */
  publishDateFrom: marketFilterShape.publishDateFrom,
  publishDateTo: marketFilterShape.publishDateTo,
  sort: blankAsAbsent(z.enum(['latest', 'views'], { error: S.sortInvalid }).optional()),
});
export type ServiceRuleQuery = z.input<typeof serviceRuleQuerySchema>;

const serviceRuleItemShape = {
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  issuer: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
};
export const serviceRuleItemSchema = z.object(serviceRuleItemShape);
export type ServiceRuleItem = z.infer<typeof serviceRuleItemSchema>;

export const serviceRuleDetailSchema = z.object({
  ...serviceRuleItemShape,
  /** Sanitised HTML. */
  content: z.string(),
  ...articleNavShape,
});
export type ServiceRuleDetail = z.infer<typeof serviceRuleDetailSchema>;
