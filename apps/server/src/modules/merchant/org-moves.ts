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

/** A POST route for each move, open to the organisation's members, each with its audit row. */
export function orgMoveRoutes(app: App, tags: string[], moves: readonly OrgMove[]) {
  const member = [app.requireUser, requireOrg(app.db)];
  for (const m of moves) {
    app.post(
      m.path,
      {
        onRequest: member,
        schema: {
          tags,
          summary: m.summary,
          body: optionalBody(m.body),
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) => {
        const orgId = request.merchantOrg!.id;
        const body = request.body as MoveBody;
        const from = await m.run(orgId, body, app.clock.now());
        await app.audit(request, {
          action: m.action,
          outcome: 'success',
          detail: m.detail ? m.detail(orgId, body, from) : { orgId, ...body, from },
        });
        return reply.ok(null, m.done);
      },
    );
  }
}
