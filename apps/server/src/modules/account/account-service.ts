import type { ChangePasswordBody, ForgotBody, LoginResult, RegisterBody } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/types.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { startSession } from './login.ts';
import { hashPasswordDigest, isCommonPasswordDigest, verifyPasswordDigest } from './password.ts';
import { endAllSessions } from './session-repository.ts';
import { consumeSmsCode } from './sms-codes.ts';
import {
  findUserByTelephone,
  findUserByUsername,
  insertUser,
  updateUser,
} from './user-repository.ts';

export const COMMON_PASSWORD = '密码过于简单，请更换密码';

export async function register(
  app: FastifyInstance,
  request: FastifyRequest,
  body: RegisterBody,
): Promise<LoginResult> {
  if (isCommonPasswordDigest(body.password)) throw invalid(COMMON_PASSWORD);
  if (await findUserByUsername(app.db, body.username)) throw conflict('该账号已存在');
  if (await findUserByTelephone(app.db, body.telephone)) throw conflict('该手机号已注册');
  await consumeSmsCode(app, { telephone: body.telephone, purpose: 2, code: body.captcha });
  const now = app.clock.now();
  let user: User;
  try {
    user = await insertUser(app.db, {
      username: body.username,
      telephone: body.telephone,
      passwordHash: await hashPasswordDigest(body.password),
      passwordChangedAt: now,
      accountType: body.accountType ?? 0,
      role: 'member',
      lockedUntil: null,
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    // Two registrations racing for the same name or phone: the unique index decides.
    app.log.warn({ err }, 'register insert failed');
    throw conflict('该账号或手机号已注册');
  }
  await app.audit(request, {
    action: 'register',
    outcome: 'success',
    userId: user.id,
    actor: user.username,
    detail: { accountType: body.accountType ?? 0 },
  });
  return startSession(app, request, user);
}

export async function resetForgottenPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ForgotBody,
): Promise<void> {
  if (isCommonPasswordDigest(body.password)) throw invalid(COMMON_PASSWORD);
  const user = await findUserByUsername(app.db, body.username);
  if (user?.status !== 1 || user.telephone !== body.telephone) {
    await app.audit(request, {
      action: 'password.reset',
      outcome: 'failure',
      actor: body.username,
      detail: { reason: 'account and phone do not match' },
    });
    throw invalid('账号与手机号不匹配');
  }
  await consumeSmsCode(app, { telephone: body.telephone, purpose: 3, code: body.captcha });
  await setPassword(app, user.id, body.password);
  await app.audit(request, {
    action: 'password.reset',
    outcome: 'success',
    userId: user.id,
    actor: user.username,
  });
}

export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  body: ChangePasswordBody,
): Promise<void> {
  if (!(await verifyPasswordDigest(user.passwordHash, body.oldPassword))) {
    await app.audit(request, {
      action: 'password.change',
      outcome: 'failure',
      detail: { reason: 'wrong old password' },
    });
    throw invalid('旧密码错误');
  }
  if (isCommonPasswordDigest(body.newPassword)) throw invalid(COMMON_PASSWORD);
  await setPassword(app, user.id, body.newPassword);
  await app.audit(request, { action: 'password.change', outcome: 'success' });
}

/** New hash, fresh age, lock cleared, and every session of the account ended. */
async function setPassword(app: FastifyInstance, userId: number, digest: string) {
  const now = app.clock.now();
  await updateUser(app.db, userId, {
    passwordHash: await hashPasswordDigest(digest),
    passwordChangedAt: now,
    failedLogins: 0,
    lockedUntil: null,
    updatedAt: now,
  });
  await endAllSessions(app.db, userId, now);
}
