import {
  AdminMessages,
  AdminPaths,
  adminOperatorRowSchema,
  conflictingRoles,
  OPERATOR_ROLES,
  type OperatorRole,
  operatorCreateRequestSchema,
  operatorResetPasswordRequestSchema,
  operatorUpdateRequestSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { idParams } from '../../kit/console/schemas.ts';
import { idColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { hashPasswordDigest } from '../account/password.ts';
import {
  endOperatorSessions,
  findOperator,
  findOperatorByUsername,
  insertOperator,
  rolesOf,
} from './operator-repository.ts';

/** Separation of duties: refused unless the site's config allows combining roles. */
export function assertRolesSeparated(allowCombined: boolean, roles: readonly OperatorRole[]) {
  if (!allowCombined && conflictingRoles(roles)) throw invalid(AdminMessages.rolesConflict);
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((r) => b.includes(r));

/** Operator accounts (issue #14): the system role only. */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowCombined = app.config.ADMIN_ALLOW_COMBINED_ROLES;
  listRoute(app, {
    path: AdminPaths.operators,
    roles: ['system'],
    action: 'operator',
    summary: '运营账号列表',
    query: z.object({}),
    row: adminOperatorRowSchema,
    paged: false,
    load: async () => {
      const rows = await app.db.selectFrom('operators').selectAll().orderBy('id').execute();
      return rows.map((o) => ({
        id: o.id,
        username: o.username,
        displayName: o.displayName,
        roles: rolesOf(o),
        status: o.status,
        mustChangePassword: o.mustChangePassword === 1,
        lastLoginAt: formatTime(o.lastLoginAt),
        createdAt: formatTime(o.createdAt),
      }));
    },
    sheet: {
      name: '运营账号',
      columns: [
        idColumn(10),
        { header: '账号', width: 18, value: (r) => r.username },
        { header: '姓名', width: 16, value: (r) => r.displayName },
        {
          header: '角色',
          width: 30,
          value: (r) => r.roles.map((role) => OPERATOR_ROLES[role]).join('、'),
        },
        { header: '状态', width: 10, value: (r) => (r.status === 1 ? '启用' : '停用') },
        { header: '最近登录', width: 20, value: (r) => r.lastLoginAt },
        timeColumn('创建时间', 'createdAt'),
      ],
    },
  });

  app.post(
    AdminPaths.operators,
    {
      config: { admin: { roles: ['system'], action: 'operator.create' } },
      schema: {
        summary: '新建运营账号（首次登录须修改密码）',
        body: operatorCreateRequestSchema,
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const { username, displayName, roles, password } = request.body;
      assertRolesSeparated(allowCombined, roles);
      if (await findOperatorByUsername(app.db, username)) {
        throw conflict(AdminMessages.operatorExists);
      }
      const created = await insertOperator(
        app.db,
        { username, displayName, roles, passwordDigest: password },
        app.clock.now(),
      );
      request.adminAudit.target = { operatorId: created.id };
      request.adminAudit.after = { username, displayName, roles };
      return reply.ok({ id: created.id }, '已创建');
    },
  );

  app.post(
    AdminPaths.operatorUpdate(':id'),
    {
      config: { admin: { roles: ['system'], action: 'operator.update' } },
      schema: {
        summary: '修改运营账号的角色或启用状态（停用即退出登录）',
        params: idParams,
        body: operatorUpdateRequestSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const target = await findOperator(app.db, request.params.id);
      if (!target) throw notFound(AdminMessages.operatorNotFound);
      const { roles, status } = request.body;
      const self = target.id === request.operator!.id;
      if (self && status === 0) throw invalid(AdminMessages.selfLock);
      // Nobody grants itself a right: another system operator changes one's roles.
      if (self && roles && !sameRoles(roles, rolesOf(target))) {
        throw invalid(AdminMessages.selfRoles);
      }
      if (roles) assertRolesSeparated(allowCombined, roles);
      const now = app.clock.now();
      request.adminAudit.target = { operatorId: target.id };
      request.adminAudit.before = { roles: rolesOf(target), status: target.status };
      await app.db
        .updateTable('operators')
        .set({
          ...(roles ? { roles: roles.join(',') } : {}),
          ...(status !== undefined ? { status } : {}),
          updatedAt: now,
        })
        .where('id', '=', target.id)
        .execute();
      if (status === 0) await endOperatorSessions(app.db, target.id, now);
      request.adminAudit.after = {
        roles: roles ?? rolesOf(target),
        status: status ?? target.status,
      };
      return reply.ok(null, '已保存');
    },
  );

  app.post(
    AdminPaths.operatorResetPassword(':id'),
    {
      config: { admin: { roles: ['system'], action: 'operator.resetPassword' } },
      schema: {
        summary: '重置运营账号密码（解除锁定，下次登录须修改密码）',
        params: idParams,
        body: operatorResetPasswordRequestSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const target = await findOperator(app.db, request.params.id);
      if (!target) throw notFound(AdminMessages.operatorNotFound);
      const now = app.clock.now();
      await app.db
        .updateTable('operators')
        .set({
          passwordHash: await hashPasswordDigest(request.body.password),
          passwordChangedAt: now,
          mustChangePassword: 1,
          failedLogins: 0,
          lockedUntil: null,
          updatedAt: now,
        })
        .where('id', '=', target.id)
        .execute();
      await endOperatorSessions(app.db, target.id, now);
      request.adminAudit.target = { operatorId: target.id };
      request.adminAudit.before = { mustChangePassword: target.mustChangePassword === 1 };
      request.adminAudit.after = { mustChangePassword: true };
      return reply.ok(null, '密码已重置');
    },
  );
};

export default operatorRoutes;
