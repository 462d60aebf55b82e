import {
  AccountPaths,
  authInfoSchema,
  changePasswordRequestSchema,
  deleteAccountSchema,
  forgotRequestSchema,
  loginRequestSchema,
  loginResultSchema,
  Messages,
  maskPhone,
  registerRequestSchema,
  sendCaptchaRequestSchema,
  submitAuthRequestSchema,
  userInfoSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, invalid } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/requests.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import { changePassword, register, resetForgottenPassword } from './account-service.ts';
import { authInfo, submitCertification } from './certification.ts';
import { isPasswordReset, login, needsPasswordChange } from './login.ts';
import { deleteOwnAccount, exportPersonalData } from './personal-data.ts';
import { endSession } from './session-repository.ts';
import { issueSmsCode } from './sms-codes.ts';
import { findUserByTelephone, freshUser } from './user-repository.ts';

/** Per-IP limits for the endpoints an attacker would hammer (DESIGN §5). */
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AccountPaths.sendCaptcha,
    {
      config: limit(20),
      schema: {
        tags: ['account'],
        summary: '发送短信验证码（type 1 登录 / 2 注册 / 3 找回密码）',
        body: sendCaptchaRequestSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { type, telephone } = request.body;
      const existing = await findUserByTelephone(app.db, telephone);
      if (type === 2 && existing) throw conflict('该手机号已注册');
      if (type !== 2 && existing?.status !== 1) throw invalid('该手机号未注册');
      await issueSmsCode(app, { telephone, purpose: type, ip: request.ip });
      return reply.ok(null, Messages.captchaSent);
    },
  );

  app.post(
    AccountPaths.login,
    {
      config: limit(30),
      schema: {
        tags: ['account'],
        summary: '登录（type 1 账号+密码摘要+滑块票据；type 2 手机号+验证码）',
        body: loginRequestSchema,
        response: { 200: envelopeOf(loginResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await login(app, request, request.body), Messages.loginSuccess),
  );

  app.post(
    AccountPaths.register,
    {
      config: limit(10),
      schema: {
        tags: ['account'],
        summary: '注册（账号类型 5 高校个人 / 2 企业 / 3 个人）',
        body: registerRequestSchema,
        response: { 200: envelopeOf(loginResultSchema) },
      },
    },
    async (request, reply) => reply.ok(await register(app, request, request.body), '注册成功'),
  );

  app.post(
    AccountPaths.forgetPassword,
    {
      config: limit(10),
      schema: {
        tags: ['account'],
        summary: '找回密码',
        body: forgotRequestSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await resetForgottenPassword(app, request, request.body);
      return reply.ok(null, '密码重置成功，请重新登录');
    },
  );

  app.post(
    AccountPaths.changePassword,
    {
      onRequest: app.requireUser,
      config: { beforePasswordChange: true, ...limit(10) },
      schema: {
        tags: ['account'],
        summary: '修改密码（结束该账号的全部会话）',
        body: changePasswordRequestSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await changePassword(app, request, await freshUser(app.db, request.user!), request.body);
      return reply.ok(null, Messages.passwordChanged);
    },
  );

  app.post(
    AccountPaths.logout,
    { schema: { tags: ['account'], summary: '退出登录', response: { 200: emptyEnvelope } } },
    async (request, reply) => {
      if (request.session) {
        await endSession(app.db, request.session.id, app.clock.now());
        await app.audit(request, { action: 'logout', outcome: 'success' });
      }
      return reply.ok(null);
    },
  );

  app.post(
    AccountPaths.authInfo,
    {
      onRequest: app.requireUser,
      config: { beforePasswordChange: true },
      schema: {
        tags: ['account'],
        summary: '认证信息',
        response: { 200: envelopeOf(authInfoSchema) },
      },
    },
    async (request, reply) => reply.ok(await authInfo(app, await freshUser(app.db, request.user!))),
  );

  app.post(
    AccountPaths.userInfo,
    {
      onRequest: app.requireUser,
      config: { beforePasswordChange: true },
      schema: {
        tags: ['account'],
        summary: '当前用户信息',
        response: { 200: envelopeOf(userInfoSchema) },
      },
    },
    async (request, reply) => {
      const user = await freshUser(app.db, request.user!);
      return reply.ok({
        id: user.id,
        username: user.username,
        telephone: maskPhone(user.telephone),
        accountType: user.accountType,
        authType: user.authType,
        verifyStatus: user.verifyStatus as 0 | 1 | 2 | 3,
        needChangePassword: needsPasswordChange(user, app.clock.now()),
        passwordReset: isPasswordReset(user),
        createdAt: formatTime(user.createdAt)!,
      });
    },
  );

  app.post(
    AccountPaths.submitAuth,
    {
      onRequest: app.requireUser,
      config: limit(10),
      schema: {
        tags: ['account'],
        summary: '提交认证资料（认证状态变为 1 认证中，待运营人员审核）',
        body: submitAuthRequestSchema,
        response: { 200: envelopeOf(authInfoSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await submitCertification(
          app,
          request,
          await freshUser(app.db, request.user!),
          request.body,
        ),
        Messages.submitSuccess,
      ),
  );

  app.get(
    AccountPaths.exportAccount,
    {
      onRequest: app.requireUser,
      schema: { tags: ['account'], summary: '导出本人的全部个人数据' },
    },
    async (request, reply) =>
      reply.ok(await exportPersonalData(app, await freshUser(app.db, request.user!))),
  );

  app.post(
    AccountPaths.deleteAccount,
    {
      onRequest: app.requireUser,
      config: limit(5),
      schema: {
        tags: ['account'],
        summary: '注销本人账号（密码摘要或本人手机短信验证码确认）',
        body: optionalBody(deleteAccountSchema),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(app, request, await freshUser(app.db, request.user!), request.body);
      return reply.ok(null, '账号已注销');
    },
  );
};

export default accountRoutes;
