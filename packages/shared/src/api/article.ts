/**
 * Articles: 新闻资讯 (/News), 观点洞察 (/Views), 成功案例 (/Successfulcases) and 政府信息公开
 * (/Disclosure), issue 11. The spec names none of these calls; the paths follow the market's
 * style (chosen). One list/detail shape: every detail carries its content (sanitised HTML),
 * the previous and next item in list order (newest first) and related items; a detail counts a
 * view (batched) and answers 404 for an unknown id. Guests' lists may be up to 10 s old.
 */
import { z } from 'zod';
import { DISCLOSURE_CATEGORY_VALUES } from '../enums/disclosure-category.ts';
import { NEWS_TYPE_VALUES } from '../enums/news-type.ts';
import { optionalText, strictRequest } from '../validation/common.ts';
import { blankAsAbsent, marketFilterShape, optionalIntEnum } from '../validation/filters.ts';
import { ArticleMessages as A } from '../validation/market-messages.ts';
import { optionalIdField } from '../validation/paging.ts';
import { fieldRefSchema, regionRefSchema } from './market-common.ts';

export const ArticlePaths = {
  /** GET NewsQuery → Page<ArticleItem>. */
  newsPage: '/client/api/news/page',
  /** GET ?id= → ArticleDetail. */
  newsDetail: '/client/api/news/detail',
  /** GET ArticleQuery → Page<ArticleItem>. */
  viewPage: '/client/api/view/page',
  /** GET ?id= → ArticleDetail. */
  viewDetail: '/client/api/view/detail',
  /** GET CaseQuery → Page<CaseItem>. */
  casePage: '/client/api/case/page',
  /** GET ?id= → CaseDetail. */
  caseDetail: '/client/api/case/detail',
  /** GET DisclosureQuery → Page<DisclosureItem>. */
  disclosurePage: '/client/api/disclosure/page',
  /** GET ?id= → DisclosureDetail. */
  disclosureDetail: '/client/api/disclosure/detail',
  /** GET → string[]: the issuing bodies (发布机构) of the disclosure filter. */
  disclosureIssuers: '/client/api/disclosure/issuers',
} as const;

/** Sort of the article lists: newest (default) or most read. */
const ARTICLE_SORT_VALUES = ['latest', 'views'] as const;
export type ArticleSortValue = (typeof ARTICLE_SORT_VALUES)[number];

const { pageNum, pageSize, keyword, publishDateFrom, publishDateTo } = marketFilterShape;

const articleQueryShape = {
  pageNum,
  pageSize,
  /** Substring of the title or summary, at most 50 characters. */
  keyword,
  /** yyyy-MM-dd, inclusive. */
  publishDateFrom,
  publishDateTo,
  sort: blankAsAbsent(z.enum(ARTICLE_SORT_VALUES, { error: A.sortInvalid }).optional()),
};

export const articleQuerySchema = strictRequest(articleQueryShape);
export type ArticleQuery = z.input<typeof articleQuerySchema>;

export const newsQuerySchema = strictRequest({
  ...articleQueryShape,
  /** NEWS_TYPES */
  newsType: optionalIntEnum(NEWS_TYPE_VALUES, A.newsTypeInvalid),
});
export type NewsQuery = z.input<typeof newsQuerySchema>;

const articleItemShape = {
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  img: z.string().nullable(),
  /** '' when the article names no author. */
  author: z.string(),
  source: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  /** News: NEWS_TYPES value; viewpoints: null. */
  category: z.number().nullable(),
  categoryName: z.string(),
  /** Pinned news (置顶). */
  isTop: z.boolean(),
};

/** A news item or a viewpoint as the list shows it. */
export const articleItemSchema = z.object(articleItemShape);
export type ArticleItem = z.infer<typeof articleItemSchema>;

/** The previous (newer) or next (older) item of a detail, in list order. */
export const articleLinkSchema = z.object({ id: z.number(), title: z.string() });
export type ArticleLink = z.infer<typeof articleLinkSchema>;

export const articleNavShape = {
  prev: articleLinkSchema.nullable(),
  next: articleLinkSchema.nullable(),
};
export type ArticleNav = z.infer<z.ZodObject<typeof articleNavShape>>;

export const articleDetailSchema = z.object({
  ...articleItemShape,
  ...articleNavShape,
  /** Sanitised HTML. */
  content: z.string(),
  related: z.array(articleItemSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const caseQuerySchema = strictRequest({
  pageNum,
  pageSize,
  keyword,
  publishDateFrom,
  publishDateTo,
  fieldId: marketFilterShape.fieldId,
  regionCode: marketFilterShape.regionCode,
  /** Yuan, inclusive. */
  priceMin: marketFilterShape.priceMin,
  priceMax: marketFilterShape.priceMax,
  /** priceAsc/priceDesc sort by the amount. */
  sort: marketFilterShape.sort,
  /** optValue of dictionary cooperation_type (转化方式). */
  transferMode: optionalIdField(A.transferModeInvalid),
});
export type CaseQuery = z.input<typeof caseQuerySchema>;

/** A success case: a transfer between two parties, with its story. */
export const caseItemSchema = z.object({
  ...fieldRefSchema.shape,
  ...regionRefSchema.shape,
  id: z.number(),
  title: z.string(),
  transferor: z.string(),
  transferee: z.string(),
  /** Yuan (shown in 万元). */
  amount: z.number(),
  transferMode: z.number(),
  transferModeName: z.string(),
  /** The day the transfer was signed. */
  dealDate: z.string(),
  summary: z.string(),
  img: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
});
export type CaseItem = z.infer<typeof caseItemSchema>;

export const caseDetailSchema = z.object({
  ...caseItemSchema.shape,
  ...articleNavShape,
  content: z.string(),
  /** The outcome transferred, when the case came from one on the platform. */
  outcome: z.object({ id: z.number(), goodsName: z.string() }).nullable(),
  related: z.array(caseItemSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const disclosureQuerySchema = strictRequest({
  ...articleQueryShape,
  /** Substring of the title, index number or subject words. */
  keyword,
  /** DISCLOSURE_CATEGORIES */
  category: optionalIntEnum(DISCLOSURE_CATEGORY_VALUES, A.categoryInvalid),
  /** One of the issuing bodies (disclosureIssuers). */
  issuer: optionalText(50, A.issuerInvalid),
});
export type DisclosureQuery = z.input<typeof disclosureQuerySchema>;

const disclosureItemShape = {
  id: z.number(),
  title: z.string(),
  /** 索引号 */
  indexNo: z.string(),
  /** 发布机构 */
  issuer: z.string(),
  /** 文号, '' when the document has none. */
  docNo: z.string(),
  /** 成文日期 */
  writtenDate: z.string(),
  /** 主题分类: DISCLOSURE_CATEGORIES */
  category: z.number(),
  categoryName: z.string(),
  /** 主题词 */
  subjectWords: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
};
export const disclosureItemSchema = z.object(disclosureItemShape);
export type DisclosureItem = z.infer<typeof disclosureItemSchema>;

export const disclosureDetailSchema = z.object({
  ...disclosureItemShape,
  ...articleNavShape,
  content: z.string(),
  related: z.array(disclosureItemSchema),
});
export type DisclosureDetail = z.infer<typeof disclosureDetailSchema>;
