import type {
  ArticleDetail,
  ArticleItem,
  CaseDetail,
  CaseItem,
  DisclosureDetail,
  DisclosureItem,
} from '@portal/shared';
import {
  ArticleMessages as A,
  DISCLOSURE_CATEGORY_VALUES,
  NEWS_TYPE_VALUES,
  optionalIdField,
  optionalText,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { blankAsAbsent } from '../../lib/requests.ts';
import { marketFilterShape, optionalIntEnum } from '../market/filters.ts';
import { fieldRefShape, regionRefShape } from '../market/schemas.ts';

/** Queries and answers of the article sections (api/article.ts in @portal/shared). */

const { pageNum, pageSize, keyword, publishDateFrom, publishDateTo } = marketFilterShape;

const articleShape = {
  pageNum,
  pageSize,
  keyword,
  publishDateFrom,
  publishDateTo,
  sort: blankAsAbsent(z.enum(['latest', 'views'], { error: A.sortInvalid }).optional()),
};

export const viewQuery = strictRequest(articleShape);

export const newsQuery = strictRequest({
  ...articleShape,
  newsType: optionalIntEnum(NEWS_TYPE_VALUES, A.newsTypeInvalid),
});

export const caseQuery = strictRequest({
  pageNum,
  pageSize,
  keyword,
  publishDateFrom,
  publishDateTo,
  fieldId: marketFilterShape.fieldId,
  regionCode: marketFilterShape.regionCode,
  priceMin: marketFilterShape.priceMin,
  priceMax: marketFilterShape.priceMax,
  sort: marketFilterShape.sort,
  transferMode: optionalIdField(A.transferModeInvalid),
});

export const disclosureQuery = strictRequest({
  ...articleShape,
  category: optionalIntEnum(DISCLOSURE_CATEGORY_VALUES, A.categoryInvalid),
  issuer: optionalText(50, A.issuerInvalid),
});

const linkSchema = z.object({ id: z.number(), title: z.string() }).nullable();
const navShape = { prev: linkSchema, next: linkSchema };

const articleItemShape = {
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  img: z.string().nullable(),
  author: z.string(),
  source: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  category: z.number().nullable(),
  categoryName: z.string(),
  isTop: z.boolean(),
};
export const articleItemSchema = z.object(articleItemShape) satisfies z.ZodType<ArticleItem>;
export const articleDetailSchema = z.object({
  ...articleItemShape,
  ...navShape,
  content: z.string(),
  related: z.array(articleItemSchema),
}) satisfies z.ZodType<ArticleDetail>;

const caseItemShape = {
  ...fieldRefShape,
  ...regionRefShape,
  id: z.number(),
  title: z.string(),
  transferor: z.string(),
  transferee: z.string(),
  amount: z.number(),
  transferMode: z.number(),
  transferModeName: z.string(),
  dealDate: z.string(),
  summary: z.string(),
  img: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
};
export const caseItemSchema = z.object(caseItemShape) satisfies z.ZodType<CaseItem>;
export const caseDetailSchema = z.object({
  ...caseItemShape,
  ...navShape,
  content: z.string(),
  outcome: z.object({ id: z.number(), goodsName: z.string() }).nullable(),
  related: z.array(caseItemSchema),
}) satisfies z.ZodType<CaseDetail>;

const disclosureItemShape = {
  id: z.number(),
  title: z.string(),
  indexNo: z.string(),
  issuer: z.string(),
  docNo: z.string(),
  writtenDate: z.string(),
  category: z.number(),
  categoryName: z.string(),
  subjectWords: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
};
export const disclosureItemSchema = z.object(
  disclosureItemShape,
) satisfies z.ZodType<DisclosureItem>;
export const disclosureDetailSchema = z.object({
  ...disclosureItemShape,
  ...navShape,
  content: z.string(),
  related: z.array(disclosureItemSchema),
}) satisfies z.ZodType<DisclosureDetail>;
