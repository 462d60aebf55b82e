import type { Page } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { guestDetails } from '../../kit/detail/guest-details.ts';
import type { CountedTable } from '../../kit/detail/view-counts.ts';
import { notFound } from '../../lib/errors.ts';
import { idQuery } from '../../lib/requests.ts';
import type { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';

/**
 * The two routes every public section has — a paged, filtered list and a detail by `?id=` — so
 * a section declares what differs (path, schemas, reader) and nothing else:
 *
 *   const lists = publicCache(app, ['outcome']);
 *   sectionPage(app, lists, P.newsPage, { tags, summary: '新闻列表', query: newsQuery,
 *     item: articleItemSchema, read: (q) => articlePage(app.db, NEWS, q) });
 *   sectionDetail(app, P.newsDetail, { tags, summary: '新闻详情（计浏览）', table: 'news', cacheTag: 'article',
 *     schema: articleDetailSchema, missing: A.newsNotFound, read: (id) => articleDetail(app.db, NEWS, id) });
 */
export function sectionPage<Q extends z.ZodType, I extends z.ZodType>(
  app: FastifyInstance,
  cache: ReturnType<typeof publicCache>,
  path: string,
  route: {
    tags: string[];
    summary: string;
    query: Q;
    item: I;
    read: (query: z.output<Q>, request: FastifyRequest) => Promise<Page<z.output<I>>>;
  },
): void {
  app.get(
    path,
    {
      ...cache.hooks,
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: route.query,
        response: { 200: envelopeOf(pageOf(route.item)) },
      },
    },
    async (request, reply) => reply.ok(await route.read(request.query as z.output<Q>, request)),
  );
}

/**
 * A public detail: guests' answers are reused for a few seconds and every view is counted
 * (guest-details.ts); members read afresh (their marks and own submissions); an unknown or
 * unpublished id answers 404 with the section's message.
 */
export function sectionDetail<S extends z.ZodType<{ id: number; viewCount: number }>>(
  app: FastifyInstance,
  path: string,
  route: {
    tags: string[];
    summary: string;
    table: CountedTable;
    /** The section's cache tag (lib/cache-registry.ts); a detail is also under `<tag>:<id>`. */
    cacheTag: string;
    schema: S;
    missing: string;
    read: (id: number, request: FastifyRequest) => Promise<z.output<S> | undefined>;
  },
): void {
  const details = guestDetails<z.output<S>>(app, route.table, route.cacheTag);
  app.get(
    path,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: idQuery,
        response: { 200: envelopeOf(route.schema) },
      },
    },
    async (request, reply) => {
      const { id } = request.query as z.output<typeof idQuery>;
      const detail = await details.answer(request, id, () => route.read(id, request));
      if (!detail) throw notFound(route.missing);
      return reply.okReused(detail);
    },
  );
}
