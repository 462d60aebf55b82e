import {
  FINANCE_PRODUCT_SORT_VALUES,
  type FinanceProductDetail,
  type FinanceProductItem,
  type FinancingItem,
  financingUndertakeSchema,
  FinanceMessages as M,
  Messages,
  MY_FINANCE_APPLY_SCOPES,
  type MyFinanceProductApply,
  optionalIdField,
  pagingShape,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { marketFilterShape } from '../../kit/list/filters.ts';
import { blankAsAbsent, optionalBody } from '../../lib/requests.ts';

/** Request and response schemas of the finance products and financing needs. */

const amountFilter = blankAsAbsent(
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+(\.\d{1,2})?$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: M.amountFilterInvalid })
      .positive(M.amountFilterInvalid)
      .max(1e8, M.amountFilterInvalid)
      .optional(),
  ),
);

export const productQuery = strictRequest({
  ...pagingShape,
  tabId: optionalIdField(M.tabInvalid),
  keyword: marketFilterShape.keyword,
  fieldId: marketFilterShape.fieldId,
  regionCode: marketFilterShape.regionCode,
  guarantyType: optionalIdField(M.guarantyInvalid),
  amount: amountFilter,
  sort: blankAsAbsent(z.enum(FINANCE_PRODUCT_SORT_VALUES, { error: M.sortInvalid }).optional()),
});

export const undertakeBody = optionalBody(strictRequest(financingUndertakeSchema.shape));

/** The member's list of applications: of one product, or the securitisation ones. */
export const myProductApplyFilters = {
  productId: optionalIdField(Messages.idInvalid),
  scope: blankAsAbsent(
    z
      .enum(Object.keys(MY_FINANCE_APPLY_SCOPES) as ['securities'], { error: M.scopeInvalid })
      .optional(),
  ),
};

export const financingQuery = strictRequest({
  ...pagingShape,
  keyword: marketFilterShape.keyword,
});

const productItemShape = {
  id: z.number(),
  catId: z.number(),
  catName: z.string(),
  productName: z.string(),
  orgName: z.string(),
  rateText: z.string(),
  rateMin: z.number().nullable(),
  rateMax: z.number().nullable(),
  amountMin: z.number(),
  amountMax: z.number(),
  termText: z.string(),
  termMonths: z.number(),
  guarantyType: z.number(),
  guarantyText: z.string(),
  techFieldId: z.number().nullable(),
  techArea: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string(),
  summary: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  applyCount: z.number(),
};

export const productItemSchema = z.object(productItemShape) satisfies z.ZodType<FinanceProductItem>;

export const productDetailSchema = z.object({
  ...productItemShape,
  content: z.string(),
  conditions: z.string(),
  documents: z.array(z.string()),
  orgIntro: z.string(),
  orgPhone: z.string(),
  related: z.array(productItemSchema),
  myApplication: z.object({ id: z.number(), status: z.number() }).nullable(),
}) satisfies z.ZodType<FinanceProductDetail>;

export const myProductApplySchema = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  orgName: z.string(),
  companyName: z.string(),
  applyMoney: z.number(),
  moneyUse: z.string().nullable(),
  guarantyType: z.number(),
  guarantyName: z.string(),
  linkName: z.string(),
  linkPhone: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<MyFinanceProductApply>;

export const financingItemSchema = z.object({
  id: z.number(),
  companyName: z.string(),
  applyMoney: z.number(),
  projectDesc: z.string(),
  stockPercent: z.number().nullable(),
  linkPhone: z.string(),
  publishedAt: z.string(),
  undertakeCount: z.number(),
  isUndertaken: z.boolean(),
  isMine: z.boolean(),
}) satisfies z.ZodType<FinancingItem>;
