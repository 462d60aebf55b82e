import {
  AdminMessages,
  AdminPaths,
  adminMemberDetailSchema,
  adminMemberPasswordResetSchema,
  adminMemberRowSchema,
  digestPassword,
  labelOf,
  MEMBER_STATUSES,
  maskPhone,
  memberFreezeRequestSchema,
  REGISTER_ACCOUNT_TYPES,
  VERIFY_STATUSES,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { adminPagingQuery, idParams } from '../../kit/console/schemas.ts';
import { idColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { PASSWORD_RESET_AT } from '../account/login.ts';
import { hashPasswordDigest, temporaryPassword } from '../account/password.ts';
import { endAllSessions } from '../account/session-repository.ts';
import { updateUser } from '../account/user-repository.ts';
import { notify } from '../message/notify.ts';

/** Members (issue #14): search and view for review, audit and system; freezing is system's. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const columns = [
    'id',
    'username',
    'telephone',
    'accountType',
    'verifyStatus',
    'status',
    'createdAt',
    'authType',
    'lockedUntil',
  ] as const;
  const shown = <T extends { telephone: string; createdAt: number }>(m: T) => ({
    ...m,
    telephone: maskPhone(m.telephone),
    createdAt: formatTime(m.createdAt),
  });

  listRoute(app, {
    path: AdminPaths.members,
    roles: ['review', 'audit', 'system'],
    action: 'member',
    summary: '会员查询（账号或完整手机号；手机号脱敏显示）',
    query: z.object({
      ...adminPagingQuery,
      keyword: z.string().trim().max(50).optional(),
      status: z.coerce.number().int().min(0).max(2).optional(),
    }),
    row: adminMemberRowSchema,
    load: async (q) => {
      const { keyword, status } = q;
      let query = app.db.selectFrom('users').where('role', '=', 'member');
      if (keyword) {
        query = query.where((eb) =>
          eb.or([eb('username', 'like', `%${keyword}%`), eb('telephone', '=', keyword)]),
        );
      }
      if (status !== undefined) query = query.where('status', '=', status);
      const { total } = await query
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const { offset, limit } = pageWindow(q);
      const rows = await query
        .select(columns)
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const records = rows.map(({ authType: _a, lockedUntil: _l, ...m }) => shown(m));
      return toPage(records, total, q);
    },
    sheet: {
      name: '会员',
      columns: [
        idColumn(10),
        { header: '账号', width: 18, value: (r) => r.username },
        { header: '手机号', width: 16, value: (r) => r.telephone },
        {
          header: '账号类型',
          width: 10,
          value: (r) => labelOf(REGISTER_ACCOUNT_TYPES, r.accountType),
        },
        { header: '认证状态', width: 10, value: (r) => labelOf(VERIFY_STATUSES, r.verifyStatus) },
        { header: '账号状态', width: 10, value: (r) => labelOf(MEMBER_STATUSES, r.status) },
        timeColumn('注册时间', 'createdAt'),
      ],
    },
  });

  app.get(
    `${AdminPaths.member}:id`,
    {
      config: { admin: { roles: ['review', 'audit', 'system'], action: 'member.view' } },
      schema: {
        summary: '会员详情与认证历史（手机号脱敏）',
        params: idParams,
        response: { 200: envelopeOf(adminMemberDetailSchema) },
      },
    },
    async (request, reply) => {
      const member = await app.db
        .selectFrom('users')
        .select(columns)
        .where('id', '=', request.params.id)
        .where('role', '=', 'member')
        .executeTakeFirst();
      if (!member) throw notFound(AdminMessages.memberNotFound);
      request.adminAudit.target = { memberId: member.id };
      const certifications = await app.db
        .selectFrom('certifications as c')
        .leftJoin('operators as o', 'o.id', 'c.decidedBy')
        .select([
          'c.id',
          'c.authType',
          'c.realName',
          'c.status',
          'c.reason',
          'c.submittedAt',
          'c.decidedAt',
          'o.displayName as decidedBy',
        ])
        .where('c.userId', '=', member.id)
        .orderBy('c.id', 'desc')
        .execute();
      return reply.ok({
        ...shown(member),
        lockedUntil: formatTime(member.lockedUntil),
        certifications: certifications.map((c) => ({
          ...c,
          submittedAt: formatTime(c.submittedAt),
          decidedAt: formatTime(c.decidedAt),
        })),
      });
    },
  );

  app.post(
    AdminPaths.memberFreeze(':id'),
    {
      config: { admin: { roles: ['system'], action: 'member.freeze' } },
      schema: {
        summary: '冻结或解冻会员账号（冻结后立即退出登录，无法再登录）',
        params: idParams,
        body: memberFreezeRequestSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const member = await app.db
        .selectFrom('users')
        .select(['id', 'status'])
        .where('id', '=', request.params.id)
        .where('role', '=', 'member')
        .executeTakeFirst();
      if (!member) throw notFound(AdminMessages.memberNotFound);
      const { frozen, reason } = request.body;
      request.adminAudit.target = { memberId: member.id };
      request.adminAudit.before = { status: member.status };
      const from = frozen ? 1 : 2;
      if (member.status !== from) throw conflict(frozen ? '该账号不是正常状态' : '该账号未被冻结');
      const now = app.clock.now();
      await updateUser(app.db, member.id, { status: frozen ? 2 : 1, updatedAt: now });
      if (frozen) await endAllSessions(app.db, member.id, now);
      request.adminAudit.after = { status: frozen ? 2 : 1, reason: reason ?? null };
      return reply.ok(null, frozen ? '已冻结' : '已解冻');
    },
  );

  app.post(
    AdminPaths.memberResetPassword(':id'),
    {
      config: { admin: { roles: ['system'], action: 'member.resetPassword' } },
      schema: {
        summary:
          '重置会员密码：生成临时密码（只在本次应答中出现一次），解除锁定，立即结束该会员的全部登录',
        params: idParams,
        response: { 200: envelopeOf(adminMemberPasswordResetSchema) },
      },
    },
    async (request, reply) => {
      const member = await app.db
        .selectFrom('users')
        .select(['id', 'status'])
        .where('id', '=', request.params.id)
        .where('role', '=', 'member')
        .executeTakeFirst();
      if (!member) throw notFound(AdminMessages.memberNotFound);
      request.adminAudit.target = { memberId: member.id };
      if (member.status === 0) throw conflict('该账号已注销');
      const password = temporaryPassword();
      const now = app.clock.now();
      await updateUser(app.db, member.id, {
        passwordHash: await hashPasswordDigest(digestPassword(password)),
        // Counts as expired: the next login answers needChangePassword, and the member app
        // then opens its forced password change before anything else, saying why.
        passwordChangedAt: PASSWORD_RESET_AT,
        failedLogins: 0,
        lockedUntil: null,
        updatedAt: now,
      });
      await endAllSessions(app.db, member.id, now);
      await notify(app.db, member.id, {
        kind: 12,
        title: '登录密码已重置',
        body: '平台管理员已重置您的登录密码，您的所有登录已退出。请使用管理员告知的临时密码登录，登录后须先修改密码。',
        now,
      });
      // The password itself is never written to the audit log.
      request.adminAudit.after = { passwordReset: true, sessionsEnded: true };
      return reply.ok({ password }, '密码已重置，临时密码只显示这一次');
    },
  );
};

export default memberRoutes;
