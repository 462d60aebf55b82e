import {
  ADMIN_APPLICATION_KINDS,
  type AdminApplicationKind,
  AdminApplicationPaths,
  type AdminApplicationRow,
  adminApplicationRowSchema,
  adminDecisionRequestSchema,
  adminFinancingRowSchema,
  BOOKING_SLOTS,
  BOOKING_STATUSES,
  type BookingSlot,
  FINANCE_PRODUCT_APPLY_STATUSES,
  FINANCING_PUBLISH_STATUSES,
  formatMoney,
  labelOf,
  maskPhone,
  POLICY_APPLICATION_STATUSES,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { listRoute } from '../../kit/console/list-route.ts';
import { decideRoute, isReviewer, queuePage } from '../../kit/console/queue-kit.ts';
import { adminPagingQuery, idParams } from '../../kit/console/schemas.ts';
import { contactColumns } from '../../kit/workflow/index.ts';
import { notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { emptyEnvelope } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { publishFinancing, refuseFinancing } from '../finance/financing.ts';
import { decideProductApply } from '../finance/product-apply-workflow.ts';
import { decideApplication } from '../policy/apply.ts';
import { decideBooking } from '../resource/booking-workflow.ts';

const KIND_KEYS = Object.keys(ADMIN_APPLICATION_KINDS) as [
  AdminApplicationKind,
  ...AdminApplicationKind[],
];

const applicationRow = adminApplicationRowSchema;
const financingRow = adminFinancingRowSchema;

/** Status labels per kind, as the console's list shows them. */
const STATUS_LABELS: Record<AdminApplicationKind, Record<number, string>> = {
  policy: POLICY_APPLICATION_STATUSES,
  finance: FINANCE_PRODUCT_APPLY_STATUSES,
  booking: BOOKING_STATUSES,
};

const kindParams = z.object({ kind: z.enum(KIND_KEYS, { error: '审核类型不正确' }) });
const decideParams = kindParams.extend(idParams.shape);
const listQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce.number().int().min(0).max(3).optional(),
  keyword: z.string().trim().max(50).optional(),
});
const financingQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce.number().int().min(0).max(2).optional(),
  keyword: z.string().trim().max(50).optional(),
});

interface Filter {
  status: number;
  keyword: string | undefined;
  offset: number;
  limit: number;
  id?: number;
}

const slotLabel = (slot: number) => BOOKING_SLOTS[slot as BookingSlot] ?? '';
const like = (keyword: string) => `%${keyword}%`;

/** One kind's rows (pending oldest first, decided newest first) and their count. */
async function listOf(
  db: Db,
  kind: AdminApplicationKind,
  f: Filter,
): Promise<{ total: number; rows: Omit<AdminApplicationRow, 'kind'>[] }> {
  const order = f.status === 0 ? 'asc' : 'desc';
  if (kind === 'policy') {
    let q = db
      .selectFrom('policyApplications as a')
      .innerJoin('policies as p', 'p.id', 'a.policyId')
      .innerJoin('users as u', 'u.id', 'a.userId');
    q = f.id ? q.where('a.id', '=', f.id) : q.where('a.status', '=', f.status);
    if (f.keyword) {
      const k = like(f.keyword);
      q = q.where((eb) =>
        eb.or([
          eb('p.policyName', 'like', k),
          eb('a.companyName', 'like', k),
          eb('u.username', 'like', k),
        ]),
      );
    }
    const { n } = await q
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await q
      .select([
        'a.id',
        'p.policyName as subject',
        'u.username',
        'a.companyName',
        'a.linkman',
        'a.linkphone',
        'a.summary as content',
        'a.status',
        'a.reason',
        'a.createdAt',
        'a.decidedAt',
      ])
      .orderBy('a.createdAt', order)
      .orderBy('a.id')
      .offset(f.offset)
      .limit(f.limit)
      .execute();
    return { total: Number(n), rows: rows.map(times) };
  }
  if (kind === 'finance') {
    let q = db
      .selectFrom('financeProductApplications as a')
      .innerJoin('financeProducts as p', 'p.id', 'a.productId')
      .innerJoin('users as u', 'u.id', 'a.userId');
    q = f.id ? q.where('a.id', '=', f.id) : q.where('a.status', '=', f.status);
    if (f.keyword) {
      const k = like(f.keyword);
      q = q.where((eb) =>
        eb.or([
          eb('p.productName', 'like', k),
          eb('a.companyName', 'like', k),
          eb('u.username', 'like', k),
        ]),
      );
    }
    const { n } = await q
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await q
      .select([
        'a.id',
        'p.productName',
        'p.orgName',
        'u.username',
        'a.companyName',
        'a.linkName',
        'a.linkPhone',
        'a.applyMoney',
        'a.moneyUse',
        'a.status',
        'a.reason',
        'a.createdAt',
        'a.decidedAt',
      ])
      .orderBy('a.createdAt', order)
      .orderBy('a.id')
      .offset(f.offset)
      .limit(f.limit)
      .execute();
    return {
      total: Number(n),
      rows: rows.map((r) =>
        times({
          id: r.id,
          subject: `${r.productName}（${r.orgName}）`,
          username: r.username,
          companyName: r.companyName,
          linkman: r.linkName,
          linkphone: r.linkPhone,
          content: `申请金额 ${formatMoney(r.applyMoney)} 万元${r.moneyUse ? `；用途：${r.moneyUse}` : ''}`,
          status: r.status,
          reason: r.reason,
          createdAt: r.createdAt,
          decidedAt: r.decidedAt,
        }),
      ),
    };
  }
  let q = db
    .selectFrom('instrumentBookings as b')
    .innerJoin('instruments as i', 'i.id', 'b.instrumentId')
    .innerJoin('users as u', 'u.id', 'b.userId');
  q = f.id ? q.where('b.id', '=', f.id) : q.where('b.status', '=', f.status);
  if (f.keyword) {
    const k = like(f.keyword);
    q = q.where((eb) => eb.or([eb('i.name', 'like', k), eb('u.username', 'like', k)]));
  }
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'b.id',
      'i.name',
      'i.orgName',
      'b.bookDate',
      'b.slot',
      'u.username',
      'b.linkName',
      'b.linkPhone',
      'b.purpose',
      'b.status',
      'b.reason',
      'b.createdAt',
      'b.decidedAt',
    ])
    .orderBy('b.bookDate', order)
    .orderBy('b.slot', order)
    .orderBy('b.id')
    .offset(f.offset)
    .limit(f.limit)
    .execute();
  return {
    total: Number(n),
    rows: rows.map((r) =>
      times({
        id: r.id,
        subject: `${r.name} · ${r.bookDate} ${slotLabel(r.slot)}`,
        username: r.username,
        companyName: r.orgName ?? '',
        linkman: r.linkName,
        linkphone: r.linkPhone,
        content: r.purpose,
        status: r.status,
        reason: r.reason,
        createdAt: r.createdAt,
        decidedAt: r.decidedAt,
      }),
    ),
  };
}

function times<T extends { createdAt: number; decidedAt: number | null }>(r: T) {
  return { ...r, createdAt: formatTime(r.createdAt), decidedAt: formatTime(r.decidedAt) };
}

/** The decision services the CLI calls (policy-/finance-/resource-commands). */
function decide(
  db: Db,
  kind: AdminApplicationKind,
  d: { id: number; approve: boolean; reason: string | undefined },
  now: number,
) {
  if (kind === 'policy') {
    return decideApplication(
      db,
      { id: d.id, action: d.approve ? 'accept' : 'return', reason: d.reason ?? null },
      now,
    );
  }
  if (kind === 'finance') {
    return decideProductApply(
      db,
      { id: d.id, action: d.approve ? 'accept' : 'decline', reason: d.reason ?? null },
      now,
    );
  }
  return decideBooking(db, { id: d.id, accept: d.approve, reason: d.reason ?? null }, now);
}

/**
 * Member applications the platform decides (issue #14): policy applications, finance product
 * applications, instrument bookings, and financing demands to publish. Decisions go through the
 * same services as the CLI, which tell the member.
 */
const applicationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: `${AdminApplicationPaths.applications}:kind`,
    roles: ['review', 'audit'],
    action: 'application',
    summary: '申请审核队列：政策申报 policy、金融产品申请 finance、仪器预约 booking（默认待处理）',
    params: kindParams,
    query: listQuery,
    row: applicationRow,
    load: async (q, request) => {
      const { kind } = request.params as z.infer<typeof kindParams>;
      const { status = 0, keyword } = q;
      const { offset, limit } = pageWindow(q);
      const { total, rows } = await listOf(app.db, kind, { status, keyword, offset, limit });
      const reviewer = isReviewer(request);
      const records = rows.map((r) => ({
        ...r,
        kind,
        linkphone: reviewer ? r.linkphone : maskPhone(r.linkphone),
      }));
      return toPage(records, total, q);
    },
    sheet: {
      name: '申请审核',
      columns: [
        { header: '编号', width: 10, value: (r) => r.id },
        { header: '类型', width: 14, value: (r) => labelOf(ADMIN_APPLICATION_KINDS, r.kind) },
        { header: '申请事项', width: 40, value: (r) => r.subject },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '单位', width: 30, value: (r) => r.companyName },
        ...contactColumns(),
        { header: '申请内容', width: 40, value: (r) => r.content },
        {
          header: '状态',
          width: 10,
          value: (r) => STATUS_LABELS[r.kind][r.status] ?? String(r.status),
        },
        { header: '退回原因', width: 30, value: (r) => r.reason },
        { header: '提交时间', width: 20, value: (r) => r.createdAt },
        { header: '处理时间', width: 20, value: (r) => r.decidedAt },
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
      const one = { status: 0, keyword: undefined, offset: 0, limit: 1, id };
      const [before] = (await listOf(app.db, kind, one)).rows;
      if (!before) throw notFound('申请记录不存在');
      request.adminAudit.target = { kind, id };
      request.adminAudit.before = { status: before.status, reason: before.reason };
      const { approve, reason } = request.body;
      await decide(app.db, kind, { id, approve, reason }, app.clock.now());
      const [after] = (await listOf(app.db, kind, one)).rows;
      request.adminAudit.after = { status: after?.status, reason: after?.reason ?? null };
      return reply.ok(null, approve ? '已受理' : '已退回');
    },
  );

  listRoute(app, {
    path: AdminApplicationPaths.financing,
    roles: ['review', 'audit'],
    action: 'financing',
    summary: '融资需求发布队列（默认未发布）',
    query: financingQuery,
    row: financingRow,
    load: (query, request) => {
      const { status = 0, keyword } = query;
      let q = app.db
        .selectFrom('financingDemands as d')
        .leftJoin('users as u', 'u.id', 'd.userId')
        .where('d.publishStatus', '=', status);
      if (keyword) q = q.where('d.companyName', 'like', like(keyword));
      const reviewer = isReviewer(request);
      return queuePage(q, query, {
        columns: [
          'd.id',
          'u.username',
          'd.companyName',
          'd.applyMoney',
          'd.projectDesc',
          'd.linkPhone',
          'd.publishStatus',
          'd.reviewReason',
          'd.createdAt',
          'd.publishedAt',
        ],
        time: 'd.createdAt',
        asc: status === 0,
        id: 'd.id',
        map: (r) => ({
          ...r,
          applyMoney: Number(r.applyMoney),
          linkPhone: reviewer ? r.linkPhone : maskPhone(r.linkPhone),
          createdAt: formatTime(r.createdAt),
          publishedAt: formatTime(r.publishedAt),
        }),
      });
    },
    sheet: {
      name: '融资需求',
      columns: [
        { header: '编号', width: 10, value: (r) => r.id },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '企业名称', width: 30, value: (r) => r.companyName },
        { header: '融资金额（万元）', width: 16, value: (r) => r.applyMoney },
        { header: '项目说明', width: 40, value: (r) => r.projectDesc },
        { header: '联系电话', width: 16, value: (r) => r.linkPhone },
        {
          header: '状态',
          width: 10,
          value: (r) => labelOf(FINANCING_PUBLISH_STATUSES, r.publishStatus),
        },
        { header: '驳回原因', width: 30, value: (r) => r.reviewReason },
        { header: '提交时间', width: 20, value: (r) => r.createdAt },
        { header: '发布时间', width: 20, value: (r) => r.publishedAt },
      ],
    },
  });

  decideRoute(app, {
    path: AdminApplicationPaths.financingDecide(':id'),
    action: 'financing.decide',
    summary: '发布融资需求（展示在需求承接页）或驳回（须填原因，会员收到消息）',
    target: 'financingId',
    before: (id) =>
      app.db
        .selectFrom('financingDemands')
        .select(['publishStatus', 'reviewReason'])
        .where('id', '=', id)
        .executeTakeFirst(),
    decide: async (id, approve, reason, now) => {
      if (approve) await publishFinancing(app.db, id, now);
      else await refuseFinancing(app.db, id, reason ?? '', now);
    },
    after: (approve, reason) =>
      approve
        ? { publishStatus: 1, reviewReason: null }
        : { publishStatus: 2, reviewReason: reason },
    messages: { approved: '融资需求已发布', refused: '融资需求已驳回' },
  });
};

export default applicationQueueRoutes;
