import type { LoginBody, LoginResult } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/types.ts';
import { invalid, locked } from '../../lib/errors.ts';
import { DAY, MINUTE } from '../../lib/time.ts';
import { consumeTicket } from '../captcha/service.ts';
import { awardPoints, dailyLogin } from '../points/ledger.ts';
import { verifyDummyDigest, verifyPasswordDigest } from './password.ts';
import { createSession } from './session-repository.ts';
import { consumeSmsCode } from './sms-codes.ts';
import {
  countLoginAttempt,
  findUserByTelephone,
  findUserByUsername,
  updateUser,
} from './user-repository.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * MINUTE;
export const PASSWORD_MAX_AGE_MS = 30 * DAY;

/**
 * passwordChangedAt of a password an operator reset: older than any real change, so the next
 * login answers needChangePassword, and told apart from a merely old password.
 */
export const PASSWORD_RESET_AT = 0;

export function isPasswordReset(user: Pick<User, 'passwordChangedAt'>): boolean {
  return user.passwordChangedAt === PASSWORD_RESET_AT;
}

export function needsPasswordChange(user: User, now: number): boolean {
  return now - user.passwordChangedAt > PASSWORD_MAX_AGE_MS;
}

/** Starts a session and answers what the client keeps (spec §3 user info). */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
): Promise<LoginResult> {
  const now = app.clock.now();
  const token = await createSession(
    app.db,
    user.id,
    { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
    now,
  );
  await awardPoints(app.db, user.id, dailyLogin(now), now);
  return {
    token,
    username: user.username,
    telephone: user.telephone,
    needChangePassword: needsPasswordChange(user, now),
  };
}

/** One message for an unknown account and a wrong password, so neither tells which it was. */
export const WRONG_CREDENTIALS = `账号或密码错误，连续错误${MAX_FAILED_LOGINS}次将锁定账号${LOCK_MS / MINUTE}分钟`;

export const FROZEN_MESSAGE = '账号已被冻结，请联系平台运营方';

export const lockedMessage = (lockedUntil: number, now: number) =>
  `密码错误次数过多，账号已锁定，请${Math.ceil((lockedUntil - now) / MINUTE)}分钟后再试`;

async function passwordLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  body: Extract<LoginBody, { type: 1 }>,
): Promise<User> {
  await consumeTicket(app, body.ticket);
  const now = app.clock.now();
  const user =
    (await findUserByUsername(app.db, body.username)) ??
    (await findUserByTelephone(app.db, body.username));
  // 2: frozen by an operator (issue #14): told so, but only to whoever knows the password.
  if (user?.status !== 1 && user?.status !== 2) {
    // The same argon2 work as a real check, so the answer time does not tell either.
    await verifyDummyDigest(body.password);
    await app.audit(request, {
      action: 'login',
      outcome: 'failure',
      actor: body.username,
      detail: { reason: 'unknown account' },
    });
    throw invalid(WRONG_CREDENTIALS);
  }
  const attempt = await countLoginAttempt(app.db, user.id, now, {
    maxAttempts: MAX_FAILED_LOGINS,
    lockUntil: now + LOCK_MS,
  });
  const failure = (reason: string, detail: Record<string, unknown> = {}) =>
    app.audit(request, {
      action: 'login',
      outcome: 'failure',
      userId: user.id,
      actor: user.username,
      detail: { reason, ...detail },
    });
  if (!attempt) {
    await failure('locked');
    const current = await findUserByUsername(app.db, user.username);
    throw locked(lockedMessage(current?.lockedUntil ?? now + LOCK_MS, now));
  }
  if (!(await verifyPasswordDigest(user.passwordHash, body.password))) {
    await failure('wrong password', { attempts: attempt.attempts });
    if (attempt.attempts >= MAX_FAILED_LOGINS) throw locked(lockedMessage(now + LOCK_MS, now));
    throw invalid(WRONG_CREDENTIALS);
  }
  await updateUser(app.db, user.id, { failedLogins: 0, lockedUntil: null, updatedAt: now });
  if (user.status === 2) {
    await failure('frozen');
    throw locked(FROZEN_MESSAGE);
  }
  return user;
}

async function smsLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  body: Extract<LoginBody, { type: 2 }>,
): Promise<User> {
  const user = await findUserByTelephone(app.db, body.telephone);
  if (user?.status !== 1) {
    await app.audit(request, {
      action: 'login',
      outcome: 'failure',
      actor: body.telephone,
      detail: { reason: 'unknown phone' },
    });
    throw invalid('该手机号未注册');
  }
  try {
    await consumeSmsCode(app, { telephone: body.telephone, purpose: 1, code: body.captcha });
  } catch (err) {
    await app.audit(request, {
      action: 'login',
      outcome: 'failure',
      userId: user.id,
      actor: user.username,
      detail: { reason: 'wrong sms code' },
    });
    throw err;
  }
  return user;
}

export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  body: LoginBody,
): Promise<LoginResult> {
  const user =
    body.type === 1 ? await passwordLogin(app, request, body) : await smsLogin(app, request, body);
  const result = await startSession(app, request, user);
  await app.audit(request, {
    action: 'login',
    outcome: 'success',
    userId: user.id,
    actor: user.username,
    detail: { type: body.type },
  });
  return result;
}
