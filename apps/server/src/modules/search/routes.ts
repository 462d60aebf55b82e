import {
  DEFAULT_SEARCH_TYPE,
  SEARCH_CAT_DOCS,
  SEARCH_TYPE_DOCS,
  type SearchCatType,
  type SearchHit,
  SearchPaths,
  type SearchResult,
  type SearchType,
  searchQuerySchema,
  searchResultSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../lib/schemas.ts';
import { countByType } from './counts.ts';
import { highlight, snippet } from './highlight.ts';
import { ownsHiddenDocuments } from './index-repository.ts';
import { type Keep, searchIndex } from './query.ts';
import { KEPT_MATCHES_TTL_MS, searchCache } from './result-cache.ts';
import { queryTerms } from './segment.ts';

/** The document types of the tabs: header types, or category types. */
const TYPE_TAB_DOCS = [...new Set(Object.values(SEARCH_TYPE_DOCS))];
const CAT_TAB_DOCS = [...new Set(Object.values(SEARCH_CAT_DOCS))];

/** Site search (/Search; spec §2, §9). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const guestAnswers = searchCache<SearchResult>(app);
  // Whether a member owns a hidden document, kept like the guests' answers (emptied by any
  // write to the index here, at most a TTL old for another process's write): otherwise every
  // member search pays a query before it may use the cached answer.
  const hiddenOwners = searchCache<boolean>(app);
  // What every page and tab of the same words shares (the ranked window, the tab counts), for
  // guests and members alike: paging or switching tabs does not rank or count again.
  const matches = searchCache<unknown>(app, KEPT_MATCHES_TTL_MS);
  const keep: Keep = (key, load) =>
    matches.get(key, load) as Promise<Awaited<ReturnType<typeof load>>>;

  /** Provider hits open their section's detail (会员单位, 高校…): the page's authTypes. */
  const providerSections = async (rows: readonly { refId: number }[]) => {
    if (rows.length === 0) return new Map<number, number>();
    const found = await app.db
      .selectFrom('serviceOrgs')
      .select(['id', 'authType'])
      .where(
        'id',
        'in',
        rows.map((r) => r.refId),
      )
      .execute();
    return new Map(found.map((r) => [r.id, r.authType]));
  };

  app.get(
    SearchPaths.search,
    {
      schema: {
        tags: ['search'],
        summary:
          '全站搜索：searchStr + type（1–10，默认 1）或 searchContent + catType（1/2/3/4/8/9/10/11）；结果含 <em> 高亮',
        querystring: searchQuerySchema,
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
      const { words, marks } = text ? queryTerms(text) : { words: [], marks: [] };
      // A member who owns no hidden document sees a guest's answer: the cached one.
      const memberId = request.user?.id ?? null;
      const userId =
        memberId !== null &&
        (await hiddenOwners.get(String(memberId), () => ownsHiddenDocuments(app.db, memberId)))
          ? memberId
          : null;
      const answer = async (): Promise<SearchResult> => {
        const [{ rows, total, capped }, counts] = await Promise.all([
          searchIndex(
            app.db,
            {
              words,
              docType,
              userId,
              pageNum: q.pageNum,
              pageSize: q.pageSize,
            },
            keep,
          ),
          countByType(app.db, { words, userId }, byCategory ? CAT_TAB_DOCS : TYPE_TAB_DOCS, keep),
        ]);
        const sections = docType === 'provider' ? await providerSections(rows) : undefined;
        const records: SearchHit[] = rows.map((r) => ({
          docType,
          id: r.refId,
          title: highlight(r.title, marks),
          snippet: snippet(r.body, marks),
          publishDate: r.publishDate,
          status: r.status,
          ...(sections?.has(r.refId) ? { authType: sections.get(r.refId)! } : {}),
        }));
        return {
          records,
          total,
          ...(capped ? { totalCapped: true as const } : {}),
          pageNum: q.pageNum,
          pageSize: q.pageSize,
          words,
          docType,
          counts,
        };
      };
      if (userId !== null || words.length === 0) return reply.ok(await answer());
      // Keyed by the segmented words, so 芯片 and ' 芯片 ' share an answer.
      const key = JSON.stringify([byCategory, docType, q.pageNum, q.pageSize, words, marks]);
      return reply.okReused(await guestAnswers.get(key, answer));
    },
  );
};

export default searchRoutes;
