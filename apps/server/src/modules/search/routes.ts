import {
  DEFAULT_SEARCH_TYPE,
  MarketMessages as M,
  optionalText,
  pagingShape,
  SEARCH_CAT_DOCS,
  SEARCH_CAT_TYPES,
  SEARCH_TYPE_DOCS,
  SEARCH_TYPES,
  type SearchCatType,
  type SearchHit,
  SearchPaths,
  type SearchResult,
  type SearchType,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../lib/schemas.ts';
import { SEARCH_DOC_TYPE_VALUES } from './documents.ts';
import { highlight, snippet } from './highlight.ts';
import { searchIndex } from './query.ts';
import { highlightWords, queryWords } from './segment.ts';

const intKey = <T extends object>(table: T, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number({ error: message })
      .refine((n) => Object.hasOwn(table, String(n)), message)
      .optional(),
  );

const searchQuery = strictRequest({
  ...pagingShape,
  searchStr: optionalText(50, M.searchTooLong),
  type: intKey(SEARCH_TYPES, M.searchTypeInvalid),
  searchContent: optionalText(50, M.searchTooLong),
  catType: intKey(SEARCH_CAT_TYPES, M.searchCatTypeInvalid),
});

const docTypeSchema = z.enum(SEARCH_DOC_TYPE_VALUES as [string, ...string[]]);

const searchResultSchema = z.object({
  records: z.array(
    z.object({
      docType: docTypeSchema,
      id: z.number(),
      title: z.string(),
      snippet: z.string(),
      publishDate: z.string(),
      status: z.number(),
    }),
  ),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
  words: z.array(z.string()),
  docType: docTypeSchema,
});

/** Site search (/Search; spec §2, §9). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SearchPaths.search,
    {
      schema: {
        tags: ['search'],
        summary:
          '全站搜索：searchStr + type（1–10，默认 1）或 searchContent + catType（1/2/3/4/8/9/10/11）；结果含 <em> 高亮',
        querystring: searchQuery,
        response: { 200: envelopeOf(searchResultSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const byCategory = q.catType !== undefined;
      const docType = byCategory
        ? SEARCH_CAT_DOCS[q.catType as SearchCatType]
        : SEARCH_TYPE_DOCS[(q.type ?? DEFAULT_SEARCH_TYPE) as SearchType];
      const text = (byCategory ? q.searchContent : q.searchStr) ?? '';
      const words = text ? queryWords(text) : [];
      const marks = text ? highlightWords(text) : [];
      const { rows, total } = await searchIndex(app.db, {
        words,
        docType,
        userId: request.user?.id ?? null,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      });
      const records: SearchHit[] = rows.map((r) => ({
        docType,
        id: r.refId,
        title: highlight(r.title, marks),
        snippet: snippet(r.body, marks),
        publishDate: r.publishDate,
        status: r.status,
      }));
      const result: SearchResult = {
        records,
        total,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        words,
        docType,
      };
      return reply.ok(result);
    },
  );
};

export default searchRoutes;
