/**
 * Site search (/Search; spec §2 "/Search (query searchStr and type, or catType and
 * searchContent)", §9 search types and category types). Path chosen; relative to `/gateway`.
 *
 * Words are segmented with jieba on both sides: documents with `cutForSearch` when written,
 * the query with `cut`. Every query word must match (AND); a lone character is dropped when the
 * query has longer words (新能源车 → 新能源); a longer word also matches its dictionary parts
 * close together (海洋工程 ~ 海洋 工程). Results: documents with every word in the title first,
 * then the others, each by relevance (bm25 / ts_rank). On SQLite only the newest 1,000 matches
 * are ranked; beyond them results continue newest first (a word found in tens of thousands of
 * documents stays fast). Guests' answers are reused for 5 seconds, until the index is written.
 */

import { z } from 'zod';
import { keysOf } from '../enums/label.ts';
import { SEARCH_CAT_TYPES } from '../enums/search-cat-type.ts';
import { SEARCH_DOC_TYPES, type SearchDocType } from '../enums/search-doc-type.ts';
import { SEARCH_TYPES } from '../enums/search-type.ts';
import { lenient, optionalText, strictRequest } from '../validation/common.ts';
import { MarketMessages as M } from '../validation/market-messages.ts';
import { pagingShape } from '../validation/paging.ts';
import { pageOf } from './envelope.ts';

export const SearchPaths = {
  /** GET SearchQuery → SearchResult. */
  search: '/client/api/search',
} as const;

/** A key of `table` given as a number or a string of digits; blank is absent. */
const intKey = <T extends object>(table: T, message: string) =>
  lenient(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number({ error: message })
      .refine((n) => Object.hasOwn(table, String(n)), message)
      .optional(),
  );

/**
 * Either searchStr + type (SEARCH_TYPES 1–10, default 1) or searchContent + catType
 * (SEARCH_CAT_TYPES 1, 2, 3, 4, 8, 9, 10, 11; 5 providers and 6 talents added). catType wins when both are given. A blank query
 * answers an empty page. Text at most 50 characters.
 */
export const searchQuerySchema = strictRequest({
  ...pagingShape,
  searchStr: optionalText(50, M.searchTooLong),
  type: intKey(SEARCH_TYPES, M.searchTypeInvalid),
  searchContent: optionalText(50, M.searchTooLong),
  catType: intKey(SEARCH_CAT_TYPES, M.searchCatTypeInvalid),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** SEARCH_DOC_TYPES keys. */
export type SearchDocTypeValue = SearchDocType;

const searchDocTypeSchema = z.enum(keysOf(SEARCH_DOC_TYPES));

/**
 * A hit. title and snippet are HTML: the text is escaped, then each matched word is wrapped in
 * <em>…</em>; nothing else is markup, so they are safe to render as HTML.
 */
export const searchHitSchema = z.object({
  docType: searchDocTypeSchema,
  /** Id of the record in its own section (outcome id, need id, …): what the detail takes. */
  id: z.number(),
  title: z.string(),
  snippet: z.string(),
  publishDate: z.string(),
  /** PUBLISH_STATUSES: 1 for everything public; 0 only on the asker's own pending need. */
  status: z.number(),
  /** Provider hits only: PROVIDER_AUTH_TYPES, which section's detail shows it. */
  authType: z.number().optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** A Page<SearchHit> with the words searched for and the tab counts. */
export const searchResultSchema = pageOf(searchHitSchema).extend({
  /** The words searched for (the query segmented), for the "搜索 X" line and highlighting. */
  words: z.array(z.string()),
  docType: searchDocTypeSchema,
  /** Matches per document type of the tabs (header types or category types): tab counts. */
  counts: z.partialRecord(searchDocTypeSchema, z.number()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
