import { adminDecisionRequestSchema, maskPhone, type Page } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  ReferenceExpression,
  SelectExpression,
  Selection,
  SelectQueryBuilder,
  StringReference,
} from 'kysely';
import { z } from 'zod';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { emptyEnvelope } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { rolesOf } from '../../modules/admin/operator-repository.ts';
import { adminPagingQuery, idParams } from './schemas.ts';

/** The list query of a review queue: paging, an optional status and a keyword. */
export const queueListQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce.number().int().min(0).max(9).optional(),
  keyword: z.string().trim().max(50).optional(),
});

/** An optional reason (refusals), at most 200 characters. */
export const reasonField = z.string().trim().max(200, '原因不能超过200字').optional();

/** A count query's single number (the drivers answer number, string or bigint). */
export async function countOf(q: {
  executeTakeFirstOrThrow(): Promise<{ total: number | string | bigint }>;
}): Promise<number> {
  return Number((await q.executeTakeFirstOrThrow()).total);
}

/**
 * One page of a review queue: the filtered query's count, then its rows ordered by `time` (oldest
 * first while `asc`, else newest first) and then by `id`, and each row passed through `map`.
 */
export async function queuePage<DB, TB extends keyof DB, SE extends SelectExpression<DB, TB>, R>(
  query: SelectQueryBuilder<DB, TB, object>,
  paging: Paging,
  opts: {
    columns: readonly SE[];
    time: StringReference<DB, TB>;
    asc: boolean;
    id?: StringReference<DB, TB>;
    map: (row: Selection<DB, TB, SE>) => R;
  },
): Promise<Page<R>> {
  const { total } = (await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number | string | bigint };
  const { offset, limit } = pageWindow(paging);
  let rows = query.select(opts.columns).orderBy(opts.time, opts.asc ? 'asc' : 'desc');
  if (opts.id) rows = rows.orderBy(opts.id);
  const records = await rows.offset(offset).limit(limit).execute();
  return toPage(records.map(opts.map), total, paging);
}

/**
 * One page of a status queue (`queueListQuery`): the rows in `filter.status` (default 0, the
 * pending ones, oldest first; a decided status newest first), narrowed to `keyword` in the
 * `keyword` column when given.
 */
export function statusQueuePage<DB, TB extends keyof DB, SE extends SelectExpression<DB, TB>, R>(
  query: SelectQueryBuilder<DB, TB, object>,
  filter: Paging & { status?: number; keyword?: string },
  opts: Omit<Parameters<typeof queuePage<DB, TB, SE, R>>[2], 'asc'> & {
    status: ReferenceExpression<DB, TB>;
    keyword: ReferenceExpression<DB, TB>;
  },
): Promise<Page<R>> {
  const { status = 0, keyword } = filter;
  // Kysely cannot follow a column given generically to its value's type; both are numbers/text.
  let rows = query.where(opts.status, '=', status as never);
  if (keyword) rows = rows.where(opts.keyword, 'like', `%${keyword}%` as never);
  return queuePage(rows, filter, { ...opts, asc: status === 0 });
}

/** A row's creation time formatted like every other list. */
export const withCreatedAt = <T extends { createdAt: number | null }>(r: T) => ({
  ...r,
  createdAt: formatTime(r.createdAt),
});

/** Whether the operator asking holds the review role (others see contact phones masked). */
export const isReviewer = (request: FastifyRequest): boolean =>
  request.operator ? rolesOf(request.operator).includes('review') : false;

/** A row's contact phone as the asking operator may see it: in full for review, else masked. */
export const phoneFor = (request: FastifyRequest) => {
  const full = isReviewer(request);
  return <T extends { linkphone: string }>(r: T): T =>
    full ? r : { ...r, linkphone: maskPhone(r.linkphone) };
};

/**
 * An "approve, or refuse with a reason" route: review role, the row's fields before and after in
 * the audit, the decision service (which refuses a second decision, also when two arrive at once)
 * and the answer's message.
 */
export function decideRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  opts: {
    path: string;
    action: string;
    summary: string;
    target: string;
    before: (id: number) => Promise<object | undefined>;
    decide: (
      id: number,
      approve: boolean,
      reason: string | undefined,
      now: number,
    ) => Promise<void>;
    after: (approve: boolean, reason: string | undefined) => object;
    messages: { approved: string; refused: string };
  },
) {
  app.post(
    opts.path,
    {
      config: { admin: { roles: ['review'], action: opts.action } },
      schema: {
        summary: opts.summary,
        params: idParams,
        body: adminDecisionRequestSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const before = await opts.before(id);
      request.adminAudit.target = { [opts.target]: id };
      request.adminAudit.before = before ?? null;
      const { approve, reason } = request.body;
      await opts.decide(id, approve, reason, app.clock.now());
      request.adminAudit.after = opts.after(approve, reason);
      return reply.ok(null, approve ? opts.messages.approved : opts.messages.refused);
    },
  );
}
