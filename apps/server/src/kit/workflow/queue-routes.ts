import { adminDecisionRequestSchema } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { rolesOf } from '../../modules/admin/operator-repository.ts';
import { listRoute } from '../console/list-route.ts';
import { phoneFor, queueListQuery, reasonField } from '../console/queue-kit.ts';
import { idParams } from '../console/schemas.ts';
import type { Transition, WorkflowDefinition } from './define.ts';
import { decisionOf, decisionTo, moveRow, moveRowTo } from './transition.ts';

/** Contact phones in full for the deciding role only, masked for readers (as every queue). */
function maskedFor<V>(request: FastifyRequest) {
  const mask = phoneFor(request);
  return (row: V): V => {
    const r = row as V & { linkphone?: unknown };
    return typeof r.linkphone === 'string' ? mask(r as V & { linkphone: string }) : row;
  };
}

export interface QueuePaths {
  /** The list; `${list}/export`, `${list}/:id`, `${list}/:id/decide` and `${list}/:id/<move>`. */
  list: string;
  /** The list's status when the query names none (e.g. the pending rows); default all. */
  defaultStatus?: number;
  /** false: the domain serves `${list}/:id` itself (a detail richer than the list's row). */
  detail?: boolean;
  /** The named moves (besides decide) the console offers; default all, [] for the CLI's only. */
  moves?: readonly string[];
  /**
   * One route `${list}/:id/move` with body `{ to, reason, ...fields }` taking the decision that
   * leads to `to`, instead of a route per move; answers `message`.
   */
  move?: { fields?: z.ZodRawShape; message: string };
}

/**
 * The console's queue of a workflow: list (status, keyword) and its Excel export, one row,
 * decide (approve | refuse with a reason) and every other named move as `/:id/<name>`. Each
 * move writes the audit row's target and before/after and goes through moveRow.
 */
export function workflowQueueRoutes<V>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  def: WorkflowDefinition<V>,
  paths: QueuePaths,
) {
  const readRoles = [...new Set([...def.roles.read, ...def.roles.decide])];
  /** The definition's own mask (fields other than linkphone) for a reader who cannot decide. */
  const maskFor = (request: FastifyRequest) => {
    if (!def.mask || !request.operator) return undefined;
    const roles = rolesOf(request.operator);
    return def.roles.decide.some((r) => roles.includes(r)) ? undefined : def.mask;
  };
  // voucher.claim → voucherClaimId, as the other queues name their audit targets.
  const target = `${def.key.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase())}Id`;

  listRoute(app, {
    path: paths.list,
    roles: readRoles,
    action: def.key,
    summary: `${def.name}队列（status、keyword 筛选）`,
    query: queueListQuery,
    row: def.view,
    load: async ({ status = paths.defaultStatus, keyword, pageNum, pageSize }, request) => {
      const paging = { pageNum, pageSize };
      const page = await def.views(app.db, { status, keyword }, paging, 'console', app.clock.now());
      const mask = maskFor(request);
      const records = page.records.map(maskedFor<V>(request));
      return { ...page, records: mask ? records.map(mask) : records };
    },
    sheet: { name: def.name, columns: def.sheetColumns },
  });

  if (paths.detail !== false)
    app.get(
      `${paths.list}/:id`,
      {
        config: { admin: { roles: readRoles, action: `${def.key}.detail` } },
        schema: {
          summary: `${def.name}详情`,
          params: idParams,
          response: { 200: envelopeOf(def.view) },
        },
      },
      async (request, reply) => {
        const page = await def.views(
          app.db,
          { id: request.params.id },
          { pageNum: 1, pageSize: 1 },
          'console',
          app.clock.now(),
        );
        const [row] = page.records;
        if (!row) throw notFound(def.messages.notFound);
        const masked = maskedFor<V>(request)(row);
        return reply.ok(maskFor(request)?.(masked) ?? masked);
      },
    );

  const reasonColumn = def.reasonColumn ?? 'reason';
  /** One console move: its audit target and before/after, and the answer's message. */
  const move = async (request: FastifyRequest, id: number, t: Transition, reason?: string) => {
    request.adminAudit.target = { [target]: id };
    const operatorId = request.operator?.id ?? null;
    const from = await moveRow(app.db, def, t, { id, reason, now: app.clock.now(), operatorId });
    request.adminAudit.before = { status: from };
    request.adminAudit.after = { status: t.to, [reasonColumn]: t.reasonRequired ? reason : null };
    return t.done ?? `已${t.label}`;
  };

  const approve = def.decisions.approve;
  const refuse = def.decisions.refuse;
  if (approve && refuse) {
    app.post(
      `${paths.list}/:id/decide`,
      {
        config: { admin: { roles: def.roles.decide, action: `${def.key}.decide` } },
        schema: {
          summary: `${def.name}：${approve.label}，或${refuse.label}（须填原因）`,
          params: idParams,
          body: adminDecisionRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) => {
        const { approve: yes, reason } = request.body;
        return reply.ok(
          null,
          await move(request, request.params.id, yes ? approve : refuse, reason),
        );
      },
    );
  }

  if (paths.move) moveRoute(app, def, `${paths.list}/:id/move`, target, paths.move);

  for (const name of Object.keys(def.decisions)) {
    if (paths.move || name === 'approve' || name === 'refuse') continue;
    if (paths.moves && !paths.moves.includes(name)) continue;
    const t = decisionOf(def, name);
    app.post(
      `${paths.list}/:id/${name}`,
      {
        config: { admin: { roles: def.roles.decide, action: `${def.key}.${name}` } },
        schema: {
          summary: `${def.name}：${t.label}`,
          params: idParams,
          body: z.object({ reason: reasonField }).strict().optional(),
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) =>
        reply.ok(null, await move(request, request.params.id, t, request.body?.reason)),
    );
  }
}

/** QueuePaths.move: the decision is chosen by the status it leads to. */
function moveRoute<V>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  def: WorkflowDefinition<V>,
  path: string,
  target: string,
  moveTo: NonNullable<QueuePaths['move']>,
) {
  const moves = Object.values(def.decisions).map(
    (t) => `${t.to} ${def.statuses[t.to]}${t.reasonRequired ? '（须填原因）' : ''}`,
  );
  app.post(
    path,
    {
      config: { admin: { roles: def.roles.decide, action: `${def.key}.move` } },
      schema: {
        summary: `${def.name}：${moves.join('、')}；会员收到消息`,
        params: idParams,
        body: z
          .object({
            to: z.coerce.number().int().min(1).max(9),
            reason: reasonField,
            ...moveTo.fields,
          })
          .strict(),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { to, reason, ...input } = request.body as { to: number; reason?: string };
      request.adminAudit.target = { [target]: id };
      const operatorId = request.operator?.id ?? null;
      const move = { id, reason, input, now: app.clock.now(), operatorId };
      const from = await moveRowTo(app.db, def, to, move);
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const reasoned = decisionTo(def, to)?.reasonRequired === true;
      request.adminAudit.before = { status: from };
      const reasonColumn = def.reasonColumn ?? 'reason';
      request.adminAudit.after = { status: to, [reasonColumn]: reasoned ? reason : null, ...given };
      return reply.ok(null, moveTo.message);
    },
  );
}
