import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { idParams } from './schemas.ts';

/**
 * A console record's detail by `:id` (review and audit roles): the row or 404 with the record's
 * message, the audit target named from the row, then the answer built from it.
 */
export function viewRoute<T, D>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  opts: {
    path: string;
    action: string;
    summary: string;
    response: z.ZodType<D>;
    find: (id: number) => Promise<T | undefined>;
    missing: string;
    target: (row: T) => Record<string, unknown>;
    answer: (row: T) => D | Promise<D>;
  },
) {
  app.get(
    opts.path,
    {
      config: { admin: { roles: ['review', 'audit'], action: opts.action } },
      schema: {
        summary: opts.summary,
        params: idParams,
        response: { 200: envelopeOf(opts.response) },
      },
    },
    async (request, reply) => {
      const row = await opts.find(request.params.id);
      if (!row) throw notFound(opts.missing);
      request.adminAudit.target = opts.target(row);
      return reply.ok(await opts.answer(row));
    },
  );
}
