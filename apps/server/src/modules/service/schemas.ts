import type {
  ServiceCategory,
  ServiceCategoryNode,
  ServiceDetail,
  ServiceItem,
  ServiceRuleDetail,
  ServiceRuleItem,
} from '@portal/shared';
import {
  optionalIdField,
  ServiceMessages as S,
  SERVICE_TYPES,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { blankAsAbsent } from '../../lib/requests.ts';
import { marketFilterShape, optionalFlag, optionalIntEnum } from '../market/filters.ts';

/** Queries and answers of the service products, categories and rules (api/service.ts). */

const TYPE_VALUES = Object.keys(SERVICE_TYPES).map(Number) as [number, ...number[]];
const type = optionalIntEnum(TYPE_VALUES, S.typeInvalid);

export const SERVICE_SORT_VALUES = ['latest', 'priceAsc', 'priceDesc', 'views', 'sales'] as const;

export const catParentQuery = strictRequest({ type });

export const catAllQuery = strictRequest({ type, parentId: optionalIdField(S.catInvalid) });

export const catSearchQuery = strictRequest({
  type,
  keyword: z
    .string({ error: S.catKeywordRequired })
    .trim()
    .min(1, S.catKeywordRequired)
    .max(20, S.catKeywordRequired),
});

export const serviceQuery = strictRequest({
  pageNum: marketFilterShape.pageNum,
  pageSize: marketFilterShape.pageSize,
  type,
  catId: optionalIdField(S.catInvalid),
  orgId: optionalIdField(S.orgInvalid),
  keyword: marketFilterShape.keyword,
  regionCode: marketFilterShape.regionCode,
  negotiable: optionalFlag,
  sort: blankAsAbsent(z.enum(SERVICE_SORT_VALUES, { error: S.sortInvalid }).optional()),
});

export const ruleQuery = strictRequest({
  pageNum: marketFilterShape.pageNum,
  pageSize: marketFilterShape.pageSize,
  keyword: marketFilterShape.keyword,
  publishDateFrom: marketFilterShape.publishDateFrom,
  publishDateTo: marketFilterShape.publishDateTo,
  sort: blankAsAbsent(z.enum(['latest', 'views'], { error: S.sortInvalid }).optional()),
});

const categoryShape = {
  id: z.number(),
  parentId: z.number().nullable(),
  parentName: z.string(),
  catName: z.string(),
  serviceType: z.number(),
  productCount: z.number(),
};

export const categorySchema = z.object(categoryShape) satisfies z.ZodType<ServiceCategory>;

export const categoryNodeSchema = z.object({
  ...categoryShape,
  children: z.array(categorySchema),
}) satisfies z.ZodType<ServiceCategoryNode>;

const itemShape = {
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
  price: z.number().nullable(),
  priceUnit: z.string(),
  salesCount: z.number(),
  summary: z.string(),
  deliveryTerms: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  isCollect: z.boolean(),
};

export const serviceItemSchema = z.object(itemShape) satisfies z.ZodType<ServiceItem>;

export const serviceDetailSchema = z.object({
  ...itemShape,
  content: z.string(),
  org: z.object({
    id: z.number(),
    orgName: z.string(),
    orgLogo: z.string(),
    intro: z.string(),
    contact: z.string(),
    telephone: z.string(),
  }),
  related: z.array(serviceItemSchema),
}) satisfies z.ZodType<ServiceDetail>;

const ruleShape = {
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  issuer: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
};

export const ruleItemSchema = z.object(ruleShape) satisfies z.ZodType<ServiceRuleItem>;

const link = z.object({ id: z.number(), title: z.string() }).nullable();

export const ruleDetailSchema = z.object({
  ...ruleShape,
  content: z.string(),
  prev: link,
  next: link,
}) satisfies z.ZodType<ServiceRuleDetail>;
