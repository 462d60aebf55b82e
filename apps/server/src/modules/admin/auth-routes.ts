import {
  AdminPaths,
  operatorInfoSchema,
  operatorLoginRequestSchema,
  operatorLoginResultSchema,
  operatorPasswordRequestSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/errors.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { COMMON_PASSWORD } from '../account/account-service.ts';
import {
  hashPasswordDigest,
  isCommonPasswordDigest,
  verifyPasswordDigest,
} from '../account/password.ts';
import { operatorLogin } from './login.ts';
import {
  createOperatorSession,
  endOperatorSession,
  endOperatorSessions,
  findOperator,
  operatorInfo,
} from './operator-repository.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AdminPaths.login,
    {
      config: {
        admin: { roles: 'public', action: 'login' },
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
      schema: {
        summary: '运营人员登录（账号、密码摘要、滑块票据；连续错误5次锁定15分钟）',
        body: operatorLoginRequestSchema,
        response: { 200: envelopeOf(operatorLoginResultSchema) },
      },
    },
    async (request, reply) => reply.ok(await operatorLogin(app, request, request.body), '登录成功'),
  );

  app.post(
    AdminPaths.logout,
    {
      config: { admin: { roles: 'any', action: 'logout', beforePasswordChange: true } },
      schema: { summary: '退出运营后台', response: { 200: emptyEnvelope } },
    },
    async (request, reply) => {
      await endOperatorSession(app.db, request.operatorSession!.id, app.clock.now());
      return reply.ok(null, '已退出');
    },
  );

  app.get(
    AdminPaths.me,
    {
      config: {
        admin: { roles: 'any', action: 'me', beforePasswordChange: true, quietRead: true },
      },
      schema: { summary: '当前运营人员与角色', response: { 200: envelopeOf(operatorInfoSchema) } },
    },
    async (request, reply) => reply.ok(operatorInfo(request.operator!)),
  );

  app.post(
    AdminPaths.changePassword,
    {
      config: {
        admin: { roles: 'any', action: 'password.change', beforePasswordChange: true },
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
      schema: {
        summary: '修改本人密码（首次登录必须修改）；其他会话随之结束，返回新令牌',
        body: operatorPasswordRequestSchema,
        response: { 200: envelopeOf(operatorLoginResultSchema) },
      },
    },
    async (request, reply) => {
      const operator = request.operator!;
      const { oldPassword, newPassword } = request.body;
      if (!(await verifyPasswordDigest(operator.passwordHash, oldPassword))) {
        throw invalid('原密码错误');
      }
      if (isCommonPasswordDigest(newPassword)) throw invalid(COMMON_PASSWORD);
      const now = app.clock.now();
      await app.db
        .updateTable('operators')
        .set({
          passwordHash: await hashPasswordDigest(newPassword),
          passwordChangedAt: now,
          mustChangePassword: 0,
          updatedAt: now,
        })
        .where('id', '=', operator.id)
        .execute();
      await endOperatorSessions(app.db, operator.id, now);
      const token = await createOperatorSession(
        app.db,
        operator.id,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        now,
      );
      request.adminAudit.before = { mustChangePassword: operator.mustChangePassword === 1 };
      request.adminAudit.after = { mustChangePassword: false };
      const fresh = await findOperator(app.db, operator.id);
      return reply.ok({ token, ...operatorInfo(fresh!) }, '密码已修改');
    },
  );
};

export default authRoutes;
