import {
  type MerchantOrg,
  type OrgRole,
  type Page,
  pagingShape,
  positiveIntField,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { Audience, ViewFilter } from '../../kit/workflow/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { requireOrg } from './membership.ts';
import { orgActionRoute } from './org-moves.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * What the organisation writes and sends to review (an outcome, a service product): its rows
 * by status, the draft's save, and the submit (0 → 1) and withdraw (1 → 4) moves.
 */
export interface RevisionRoutes<V, B extends z.ZodType> {
  tags: string[];
  paths: { list: string; save: string; submit: string; withdraw: string };
  /** The audit actions' middle word: merchant.<audit>.submit, merchant.<audit>.withdraw. */
  audit: string;
  summaries: { list: string; save: string; submit: string; withdraw: string };
  /** Who submits and withdraws (default: every member of the organisation). */
  moverRoles?: readonly OrgRole[];
  /** A malformed revision id. */
  notFound: string;
  withdrawRefused: string;
  view: z.ZodType<V>;
  body: B;
  views: (
    db: Db,
    filter: ViewFilter & { orgId?: number },
    paging: Paging,
    audience: Audience,
  ) => Promise<Page<V>>;
  save: (
    db: Db,
    org: MerchantOrg,
    userId: number,
    body: z.output<B>,
    now: number,
  ) => Promise<number>;
  move: (
    db: Db,
    org: MerchantOrg,
    id: number,
    from: number,
    to: number,
    now: number,
    refused: string,
  ) => Promise<void>;
}

/** The workspace routes of one kind of revision (members list and save; the movers move). */
export function revisionRoutes<V, B extends z.ZodType>(app: App, r: RevisionRoutes<V, B>) {
  const { tags } = r;
  const member = requireOrg(app.db);

  app.get(
    r.paths.list,
    {
      onRequest: [app.requireUser, member],
      schema: {
        tags,
        summary: r.summaries.list,
        querystring: strictRequest({
          ...pagingShape,
          status: z.coerce.number().int().min(0).max(4).optional(),
        }),
        response: { 200: envelopeOf(pageOf(r.view)) },
      },
    },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      const orgId = request.merchantOrg!.id;
      return reply.ok(await r.views(app.db, { orgId, status }, paging, 'member'));
    },
  );

  app.post(
    r.paths.save,
    {
      onRequest: [app.requireUser, member],
      schema: {
        tags,
        summary: r.summaries.save,
        body: r.body,
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const org = request.merchantOrg!;
      // The provider cannot follow a generic schema; `body` validated the request's body.
      const body = request.body as z.output<B>;
      const id = await r.save(app.db, org, request.user!.id, body, app.clock.now());
      return reply.ok({ id }, '草稿已保存');
    },
  );

  const revisionId = strictRequest({ id: positiveIntField(r.notFound) });
  for (const [path, from, to, refused, done] of [
    [r.paths.submit, 0, 1, '', '已提交审核'],
    [r.paths.withdraw, 1, 4, r.withdrawRefused, '已撤回'],
  ] as const) {
    orgActionRoute(app, path, {
      tags,
      summary: to === 1 ? r.summaries.submit : r.summaries.withdraw,
      body: revisionId,
      ...(r.moverRoles ? { roles: r.moverRoles } : {}),
      action: to === 1 ? `merchant.${r.audit}.submit` : `merchant.${r.audit}.withdraw`,
      message: done,
      run: async (org, { id }) => {
        await r.move(app.db, org, id, from, to, app.clock.now(), refused);
        return { revisionId: id };
      },
    });
  }
}
