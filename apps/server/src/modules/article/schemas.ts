import type { CaseDetail, CaseItem } from '@portal/shared';
import {
  ArticleMessages as A,
  articleNavShape,
  DISCLOSURE_CATEGORY_VALUES,
  fieldRefSchema,
  NEWS_TYPE_VALUES,
  optionalIdField,
  optionalText,
  regionRefSchema,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { marketFilterShape, optionalIntEnum } from '../../kit/list/filters.ts';
import { blankAsAbsent } from '../../lib/requests.ts';

/**
 * Queries of the article sections and the success case answers, whose field and region
 * references are still the market's server shapes (api/article.ts in @portal/shared).
 */

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

const caseItemShape = {
  ...fieldRefSchema.shape,
  ...regionRefSchema.shape,
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
  ...articleNavShape,
  content: z.string(),
  outcome: z.object({ id: z.number(), goodsName: z.string() }).nullable(),
  related: z.array(caseItemSchema),
}) satisfies z.ZodType<CaseDetail>;
