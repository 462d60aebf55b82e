import {
  ADMIN_MOVES_WITH_REASON,
  ADMIN_ORDER_MOVES,
  ADMIN_REGISTRATION_KINDS,
  type AdminRegistrationKind,
  AdminRegistrationPaths,
  APPLICANT_TYPES,
  CONTRACT_TYPES,
  formatMoney,
  labelOf,
  ORDER_STATUSES,
  TRANSFER_METHODS,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { moveContract } from '../contract/repository.ts';
import { moveTransfer } from '../transfer/repository.ts';
import { filesByIds } from '../upload/repository.ts';
import { listRoute } from './list-route.ts';
import { adminPagingQuery, idParams } from './schemas.ts';

const KIND_KEYS = Object.keys(ADMIN_REGISTRATION_KINDS) as [
  AdminRegistrationKind,
  ...AdminRegistrationKind[],
];

const row = z.object({
  id: z.number(),
  kind: z.enum(KIND_KEYS),
  title: z.string(),
  username: z.string(),
  party: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
const detail = row.extend({
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  history: z.array(
    z.object({
      fromStatus: z.number().nullable(),
      toStatus: z.number(),
      reason: z.string().nullable(),
      createdAt: z.string().nullable(),
    }),
  ),
  moves: z.array(z.number()),
});

const kindParams = z.object({ kind: z.enum(KIND_KEYS, { error: '登记类型不正确' }) });
const recordParams = kindParams.extend(idParams.shape);
const listQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce.number().int().min(0).max(8).optional(),
  keyword: z.string().trim().max(50).optional(),
});
const moveBody = z
  .object({
    to: z.coerce.number({ error: '请选择目标状态' }).int(),
    reason: z.string().trim().max(200, '说明不能超过200字').optional(),
  })
  .strict();

interface Filter {
  status?: number | undefined;
  keyword?: string | undefined;
  id?: number;
  offset: number;
  limit: number;
}

const like = (keyword: string) => `%${keyword}%`;

async function registrations(db: Db, kind: AdminRegistrationKind, f: Filter) {
  if (kind === 'transfer') {
    let q = db
      .selectFrom('transferRegistrations as t')
      .innerJoin('users as u', 'u.id', 't.userId')
      .leftJoin('businessOrgs as o', 'o.id', 't.orgId')
      // A registration exists once the risk notice is accepted; step 1 fills it.
      .where('t.riskAcceptedAt', 'is not', null);
    if (f.id) q = q.where('t.id', '=', f.id);
    else if (f.status !== undefined) q = q.where('t.status', '=', f.status);
    if (f.keyword) {
      const k = like(f.keyword);
      q = q.where((eb) =>
        eb.or([
          eb('t.projectName', 'like', k),
          eb('t.applicantName', 'like', k),
          eb('u.username', 'like', k),
        ]),
      );
    }
    const { n } = await q
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await q
      .selectAll('t')
      .select(['u.username', 'o.orgName'])
      .orderBy('t.updatedAt', 'desc')
      .orderBy('t.id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute();
    return {
      total: Number(n),
      rows: rows.map((r) => ({
        id: r.id,
        title: r.projectName ?? '（未填写项目）',
        username: r.username,
        party: r.applicantName ?? '—',
        status: r.status,
        reason: r.reason,
        createdAt: formatTime(r.createdAt),
        updatedAt: formatTime(r.updatedAt),
        fields: [
          { label: '登记方式', value: r.method ? labelOf(TRANSFER_METHODS, r.method) : '—' },
          {
            label: '申请人类型',
            value: r.applicantType ? labelOf(APPLICANT_TYPES, r.applicantType) : '—',
          },
          { label: '申请人', value: r.applicantName ?? '—' },
          { label: '项目名称', value: r.projectName ?? '—' },
          { label: '委托机构', value: r.orgName ?? '—' },
          { label: '联系人', value: r.linkman ?? '—' },
          { label: '联系电话', value: r.linkphone ?? '—' },
        ],
      })),
    };
  }
  let q = db.selectFrom('contractRegistrations as c').innerJoin('users as u', 'u.id', 'c.userId');
  if (f.id) q = q.where('c.id', '=', f.id);
  else if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  if (f.keyword) {
    const k = like(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('c.contractName', 'like', k),
        eb('c.contractNo', 'like', k),
        eb('u.username', 'like', k),
      ]),
    );
  }
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll('c')
    .select('u.username')
    .orderBy('c.updatedAt', 'desc')
    .orderBy('c.id', 'desc')
    .offset(f.offset)
    .limit(f.limit)
    .execute();
  const files = f.id
    ? await filesByIds(
        db,
        rows.flatMap((r) => JSON.parse(r.fileIds) as number[]),
      )
    : [];
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      id: r.id,
      title: r.contractName,
      username: r.username,
      party: `${r.sellerName} → ${r.buyerName}`,
      status: r.status,
      reason: r.reason,
      createdAt: formatTime(r.createdAt),
      updatedAt: formatTime(r.updatedAt),
      fields: [
        { label: '合同编号', value: r.contractNo },
        { label: '合同类型', value: labelOf(CONTRACT_TYPES, r.contractType) },
        { label: '卖方（技术方）', value: r.sellerName },
        { label: '买方', value: r.buyerName },
        { label: '合同金额', value: `${formatMoney(r.amount)} 元` },
        { label: '签订日期', value: r.signDate },
        { label: '有效期', value: `${r.startDate} 至 ${r.endDate}` },
        { label: '备注', value: r.remark ?? '—' },
        { label: '合同附件', value: files.map((x) => x.originalName).join('、') || '—' },
      ],
    })),
  };
}

const movesOf = (kind: AdminRegistrationKind, status: number) => [
  ...(ADMIN_ORDER_MOVES[kind][status] ?? []),
];

/**
 * Transfer and contract registrations (issue #14): the §4 order statuses, the history of moves,
 * and the operator's moves through moveTransfer / moveContract (the CLI's transfer-status and
 * contract-status), which record the move and tell the member.
 */
const registrationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: `${AdminRegistrationPaths.registrations}:kind`,
    roles: ['review', 'audit'],
    action: 'registration',
    summary: '转化登记与合同登记队列（transfer / contract），按订单状态筛选',
    params: kindParams,
    query: listQuery,
    row,
    load: async (q, request) => {
      const { kind } = request.params as z.infer<typeof kindParams>;
      const { status = 2, keyword } = q;
      const { offset, limit } = pageWindow(q);
      const { total, rows } = await registrations(app.db, kind, { status, keyword, offset, limit });
      const records = rows.map(({ fields: _f, ...r }) => ({ ...r, kind }));
      return toPage(records, total, q);
    },
    sheet: {
      name: '登记审核',
      columns: [
        { header: '编号', width: 10, value: (r) => r.id },
        { header: '类型', width: 12, value: (r) => labelOf(ADMIN_REGISTRATION_KINDS, r.kind) },
        { header: '名称', width: 40, value: (r) => r.title },
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '相对方', width: 30, value: (r) => r.party },
        { header: '状态', width: 12, value: (r) => labelOf(ORDER_STATUSES, r.status) },
        { header: '原因', width: 30, value: (r) => r.reason },
        { header: '提交时间', width: 20, value: (r) => r.createdAt },
        { header: '更新时间', width: 20, value: (r) => r.updatedAt },
      ],
    },
  });

  const one = async (kind: AdminRegistrationKind, id: number) =>
    (await registrations(app.db, kind, { id, offset: 0, limit: 1 })).rows[0];

  app.get(
    `${AdminRegistrationPaths.registrations}:kind/:id`,
    {
      config: { admin: { roles: ['review', 'audit'], action: 'registration.view' } },
      schema: {
        summary: '登记详情：填报内容、状态历史、可执行的状态变更',
        params: recordParams,
        response: { 200: envelopeOf(detail) },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const found = await one(kind, id);
      if (!found) throw notFound('登记记录不存在');
      request.adminAudit.target = { kind, id };
      const history = await app.db
        .selectFrom('orderStatusMoves')
        .select(['fromStatus', 'toStatus', 'reason', 'createdAt'])
        .where('kind', '=', kind)
        .where('recordId', '=', id)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return reply.ok({
        ...found,
        kind,
        history: history.map((h) => ({ ...h, createdAt: formatTime(h.createdAt) })),
        moves: movesOf(kind, found.status),
      });
    },
  );

  app.post(
    AdminRegistrationPaths.registrationMove(':kind', ':id'),
    {
      config: { admin: { roles: ['review'], action: 'registration.move' } },
      schema: {
        summary: '变更登记状态（仅运营方可执行的变更；驳回、未选中须填说明）；会员收到消息',
        params: recordParams,
        body: moveBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { to } = request.body;
      const reason = request.body.reason || null;
      const found = await one(kind, id);
      if (!found) throw notFound('登记记录不存在');
      request.adminAudit.target = { kind, id };
      request.adminAudit.before = { status: found.status, reason: found.reason };
      if (!movesOf(kind, found.status).includes(to)) {
        throw invalid(
          `不能将“${labelOf(ORDER_STATUSES, found.status)}”的登记变更为“${labelOf(ORDER_STATUSES, to)}”`,
        );
      }
      if (ADMIN_MOVES_WITH_REASON.includes(to) && !reason) throw invalid('请填写说明');
      const patch = { reason: ADMIN_MOVES_WITH_REASON.includes(to) ? reason : null };
      const now = app.clock.now();
      await app.db
        .transaction()
        .execute((trx) =>
          kind === 'transfer'
            ? moveTransfer(trx, id, to, now, patch)
            : moveContract(trx, id, to, now, patch),
        );
      request.adminAudit.after = { status: to, reason: patch.reason };
      return reply.ok(null, `已变更为“${labelOf(ORDER_STATUSES, to)}”`);
    },
  );
};

export default registrationQueueRoutes;
