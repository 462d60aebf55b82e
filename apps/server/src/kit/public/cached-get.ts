import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { publicCache } from '../../lib/response-cache.ts';
import { envelopeOf } from '../../lib/schemas.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * GET `path`: a public answer kept by `cache` (publicCache), which `read` loads on a miss from
 * the parsed query (nothing to read without a `querystring`).
 */
export function cachedGet<Q extends z.ZodType = z.ZodUndefined>(
  app: App,
  cache: ReturnType<typeof publicCache>,
  path: string,
  route: {
    tags: string[];
    /** The OpenAPI summary (the console's API page lists it). */
    summary: string;
    querystring?: Q;
    data: z.ZodType;
    read: (query: z.output<Q>) => Promise<unknown>;
  },
) {
  const { tags, summary, querystring } = route;
  app.get(
    path,
    {
      ...cache.hooks,
      schema: {
        tags,
        summary,
        ...(querystring ? { querystring } : {}),
        response: { 200: envelopeOf(route.data) },
      },
    },
    // The provider cannot follow an optional generic schema; `querystring` validated the query.
    async (request, reply) => reply.ok(await route.read(request.query as z.output<Q>)),
  );
}
