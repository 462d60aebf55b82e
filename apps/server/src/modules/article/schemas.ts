import {
  ArticleMessages as A,
  blankAsAbsent,
  DISCLOSURE_CATEGORY_VALUES,
  marketFilterShape,
  NEWS_TYPE_VALUES,
  optionalIdField,
  optionalIntEnum,
  optionalText,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';

/** Queries of the article sections (their answers are in api/article.ts of @portal/shared). */

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
