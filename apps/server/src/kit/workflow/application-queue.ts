import {
  ADMIN_APPLICATION_KINDS,
  type AdminApplicationKind,
  AdminApplicationPaths,
  type AdminApplicationRow,
  adminApplicationRowSchema,
  adminDecisionRequestSchema,
  labelOf,
  maskPhone,
  type Page,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SelectExpression, Selection, SelectQueryBuilder, StringReference } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { emptyEnvelope } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { listRoute } from '../console/list-route.ts';
import { isReviewer, queuePage } from '../console/queue-kit.ts';
import { adminPagingQuery, idParams } from '../console/schemas.ts';
import { idColumn, reasonColumn, timeColumn } from '../console/sheet-columns.ts';
import type { ViewFilter, WorkflowDefinition } from './define.ts';
import { contactColumns } from './queue-row.ts';
import { decisionOf, moveRow } from './transition.ts';
import { whereView } from './view-filter.ts';

/** A row of the combined queue as its domain reads it: times as stored, no kind yet. */
export type ApplicationQueueRecord = Omit<
  AdminApplicationRow,
  'kind' | 'createdAt' | 'decidedAt'
> & {
  createdAt: number;
  decidedAt: number | null;
};

type Rows = (db: Db, filter: ViewFilter, paging: Paging) => Promise<Page<ApplicationQueueRecord>>;

/** One kind of the combined application queue: its statuses, rows and decision. */
export interface ApplicationQueueKind {
  statuses: Readonly<Record<number, string>>;
  rows: Rows;
  decide: (
    db: Db,
    id: number,
    approve: boolean,
    reason: string | null,
    now: number,
  ) => Promise<number>;
}

/**
 * One kind of the console's combined application queue (policy, finance, booking), defined by
 * its domain: the workflow whose approve/refuse decisions it takes (as the CLI does), and its
 * rows (by id, or by status and keyword; pending oldest first, decided newest first).
 */
export function applicationQueueKind<V>(
  workflow: WorkflowDefinition<V>,
  rows: Rows,
): ApplicationQueueKind {
  return {
    statuses: workflow.statuses,
    rows,
    decide: (db, id, approve, reason, now) =>
      moveRow(db, workflow, decisionOf(workflow, approve ? 'approve' : 'refuse'), {
        id,
        reason,
        now,
      }),
  };
}

/**
 * A kind's rows when its table is `a` (joined with what names the subject): filtered by
 * whereView over the `keyword` columns, pending oldest first, decided newest first.
 */
export function applicationPage<DB, TB extends keyof DB, SE extends SelectExpression<DB, TB>>(
  from: SelectQueryBuilder<DB, TB, object>,
  f: ViewFilter,
  paging: Paging,
  opts: {
    keyword: readonly string[];
    columns: readonly SE[];
    map: (row: Selection<DB, TB, SE>) => ApplicationQueueRecord;
  },
): Promise<Page<ApplicationQueueRecord>> {
  // The alias is every kind's; Kysely cannot check it through the generic.
  const column = (name: string) => `a.${name}` as StringReference<DB, TB>;
  return queuePage(whereView(from, 'a', f, opts.keyword), paging, {
    columns: opts.columns,
    time: column('createdAt'),
    asc: f.status === 0,
    id: column('id'),
    map: opts.map,
  });
}

const KIND_KEYS = Object.keys(ADMIN_APPLICATION_KINDS) as [
  AdminApplicationKind,
  ...AdminApplicationKind[],
];

const kindParams = z.object({ kind: z.enum(KIND_KEYS, { error: '审核类型不正确' }) });
const decideParams = kindParams.extend(idParams.shape);
const listQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce.number().int().min(0).max(3).optional(),
  keyword: z.string().trim().max(50).optional(),
});

const times = ({ createdAt, decidedAt, ...r }: ApplicationQueueRecord) => ({
  ...r,
  createdAt: formatTime(createdAt),
  decidedAt: formatTime(decidedAt),
});

/**
 * Member applications the platform decides (issue #14), one queue under
 * `/admin/applications/:kind`: list (default pending) and its export, and decide (approve, or
 * refuse with a reason) through the kind's workflow, which tells the member.
 */
export function applicationQueueRoutes(
  kinds: Record<AdminApplicationKind, ApplicationQueueKind>,
): FastifyPluginAsyncZod {
  const one = async (db: Db, kind: AdminApplicationKind, id: number) =>
    (await kinds[kind].rows(db, { id }, { pageNum: 1, pageSize: 1 })).records[0];

  return async (app) => {
    listRoute(app, {
      path: `${AdminApplicationPaths.applications}:kind`,
      roles: ['review', 'audit'],
      action: 'application',
      summary:
        '申请审核队列：政策申报 policy、金融产品申请 finance、仪器预约 booking（默认待处理）',
      params: kindParams,
      query: listQuery,
      row: adminApplicationRowSchema,
      load: async (q, request) => {
        const { kind } = request.params as z.infer<typeof kindParams>;
        const { status = 0, keyword } = q;
        const page = await kinds[kind].rows(app.db, { status, keyword }, q);
        const reviewer = isReviewer(request);
        const records = page.records.map((r) => ({
          ...times(r),
          kind,
          linkphone: reviewer ? r.linkphone : maskPhone(r.linkphone),
        }));
        return toPage(records, page.total, q);
      },
      sheet: {
        name: '申请审核',
        columns: [
          idColumn(10),
          { header: '类型', width: 14, value: (r) => labelOf(ADMIN_APPLICATION_KINDS, r.kind) },
          { header: '申请事项', width: 40, value: (r) => r.subject },
          { header: '会员', width: 16, value: (r) => r.username },
          { header: '单位', width: 30, value: (r) => r.companyName },
          ...contactColumns(),
          { header: '申请内容', width: 40, value: (r) => r.content },
          {
            header: '状态',
            width: 10,
            value: (r) => kinds[r.kind].statuses[r.status] ?? String(r.status),
          },
          reasonColumn('退回原因', 30),
          timeColumn('提交时间', 'createdAt'),
          timeColumn('处理时间', 'decidedAt'),
        ],
      },
    });

    app.post(
      AdminApplicationPaths.applicationDecide(':kind', ':id'),
      {
        config: { admin: { roles: ['review'], action: 'application.decide' } },
        schema: {
          summary: '受理或退回申请（退回须填原因）；会员收到消息',
          params: decideParams,
          body: adminDecisionRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const before = await one(app.db, kind, id);
        if (!before) throw notFound('申请记录不存在');
        request.adminAudit.target = { kind, id };
        request.adminAudit.before = { status: before.status, reason: before.reason };
        const { approve, reason } = request.body;
        await kinds[kind].decide(app.db, id, approve, reason ?? null, app.clock.now());
        const after = await one(app.db, kind, id);
        request.adminAudit.after = { status: after?.status, reason: after?.reason ?? null };
        return reply.ok(null, approve ? '已受理' : '已退回');
      },
    );
  };
}
