import { Messages, pagingShape, positiveIntField, strictRequest } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidate } from '../../lib/cache-registry.ts';
import { notFound } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/requests.ts';
import { emptyEnvelope, envelopeOf, pageOf } from '../../lib/schemas.ts';
import type { WorkflowDefinition } from './define.ts';
import { moveRow } from './transition.ts';

export interface MemberPaths {
  submit: string;
  page: string;
  detail?: string;
  withdraw?: string;
  /** The domain's own filters of the member's list; handed to the views as `filter.extra`. */
  pageQuery?: z.ZodRawShape;
}

const statusField = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : Number(v)),
  z.number({ error: Messages.formInvalid }).int().min(0).max(9).optional(),
);

/**
 * The member's side of a workflow: submit, my rows (paged, newest first, optional status),
 * one row (another member's → 404) and withdraw (only from the definition's `withdraw.from`).
 */
export function memberWorkflowRoutes<V>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  def: WorkflowDefinition<V>,
  paths: MemberPaths,
) {
  const tags = [def.key];

  const submit = def.submit;
  if (submit) {
    app.post(
      paths.submit,
      {
        onRequest: app.requireUser,
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: `提交${def.name}（会员）`,
          body: optionalBody(submit.body),
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (request, reply) => {
        const id = await submit.run(app.db, request.user!.id, request.body, app.clock.now());
        if (def.cacheTags) invalidate(app, ...def.cacheTags);
        return reply.ok({ id }, submit.message);
      },
    );
  }

  app.get(
    paths.page,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `我的${def.name}（分页，最新在前）`,
        querystring: strictRequest({ ...pagingShape, status: statusField, ...paths.pageQuery }),
        response: { 200: envelopeOf(pageOf(def.view)) },
      },
    },
    async (request, reply) => {
      const { status, pageNum, pageSize, ...extra } = request.query as Record<string, unknown> & {
        status?: number;
        pageNum: number;
        pageSize: number;
      };
      const paging = { pageNum, pageSize };
      const filter = { userId: request.user!.id, status, extra };
      return reply.ok(await def.views(app.db, filter, paging, 'member', app.clock.now()));
    },
  );

  if (paths.detail) {
    app.get(
      paths.detail,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `${def.name}详情（仅本人；他人的 404）`,
          querystring: strictRequest({
            id: positiveIntField(def.messages.idInvalid ?? def.messages.notFound),
          }),
          response: { 200: envelopeOf(def.view) },
        },
      },
      async (request, reply) => {
        const filter = { id: request.query.id, userId: request.user!.id };
        const one = { pageNum: 1, pageSize: 1 };
        const page = await def.views(app.db, filter, one, 'member', app.clock.now());
        const [row] = page.records;
        if (!row) throw notFound(def.messages.notFound);
        return reply.ok(row);
      },
    );
  }

  const withdraw = def.withdraw;
  if (paths.withdraw && withdraw) {
    app.post(
      paths.withdraw,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `${withdraw.label}${def.name}（仅本人、仅${withdraw.from.map((s) => def.statuses[s]).join('/')}）`,
          body: optionalBody(strictRequest({ id: positiveIntField(def.messages.notFound) })),
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) => {
        await moveRow(app.db, def, withdraw, {
          id: request.body.id,
          ownerId: request.user!.id,
          now: app.clock.now(),
        });
        return reply.ok(null, def.messages.withdrawn ?? '撤回成功');
      },
    );
  }
}
