import type { MerchantOrg, OrgRole } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { optionalBody } from '../../lib/requests.ts';
import { emptyEnvelope } from '../../lib/schemas.ts';
import { requireOrg } from './membership.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface MoveBody {
  id: number;
  reason?: string;
  reportFileId?: number;
}

/** One move of a row the organisation serves (an order, a booking) by a member of it. */
export interface OrgMove {
  path: string;
  /** The audit row's action. */
  action: string;
  summary: string;
  body: z.ZodType;
  /** The answer's message. */
  done: string;
  /** Moves the row for the organisation; answers the status it left. */
  run(orgId: number, body: MoveBody, now: number): Promise<number>;
  /** The audit row's detail (default: the organisation, the body and the status left). */
  detail?(orgId: number, body: MoveBody, from: number): Record<string, unknown>;
}

/**
 * A POST route of the workspace: a member of the organisation (only its owner with
 * `roles: ['owner']`) acts on the validated body; `run` answers the audit row's detail, written
 * after the organisation's id under `action`; the answer carries no data, only `message`.
 */
export function orgActionRoute<B extends z.ZodType>(
  app: App,
  path: string,
  route: {
    tags: string[];
    summary: string;
    body: B;
    roles?: readonly OrgRole[];
    action: string;
    message?: string;
    run(
      org: MerchantOrg,
      body: z.output<B>,
      request: FastifyRequest,
    ): Promise<Record<string, unknown>>;
  },
) {
  const { tags, summary, body } = route;
  app.post(
    path,
    {
      onRequest: [app.requireUser, requireOrg(app.db, route.roles)],
      schema: { tags, summary, body, response: { 200: emptyEnvelope } },
    },
    async (request, reply) => {
      const org = request.merchantOrg!;
      // The provider cannot follow a generic schema; `body` validated the request's body.
      const detail = await route.run(org, request.body as z.output<B>, request);
      await app.audit(request, {
        action: route.action,
        outcome: 'success',
        detail: { orgId: org.id, ...detail },
      });
      return reply.ok(null, route.message);
    },
  );
}

/** A POST route for each move, open to the organisation's members, each with its audit row. */
export function orgMoveRoutes(app: App, tags: string[], moves: readonly OrgMove[]) {
  for (const m of moves) {
    orgActionRoute(app, m.path, {
      tags,
      summary: m.summary,
      body: optionalBody(m.body),
      action: m.action,
      message: m.done,
      run: async (org, body: MoveBody) => {
        const from = await m.run(org.id, body, app.clock.now());
        return m.detail ? m.detail(org.id, body, from) : { ...body, from };
      },
    });
  }
}
