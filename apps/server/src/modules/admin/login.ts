import type { OperatorLoginBody, OperatorLoginResult } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid, locked } from '../../lib/errors.ts';
import { LOCK_MS, lockedMessage, MAX_FAILED_LOGINS, WRONG_CREDENTIALS } from '../account/login.ts';
import { verifyDummyDigest, verifyPasswordDigest } from '../account/password.ts';
import { countLoginAttempt } from '../account/user-repository.ts';
import { consumeTicket } from '../captcha/service.ts';
import {
  createOperatorSession,
  findOperator,
  findOperatorByUsername,
  operatorInfo,
} from './operator-repository.ts';

/**
 * Console login: the slide puzzle's one-time ticket, then the password, with the members'
 * lockout rule and its atomic counter (5 wrong in a row lock 15 minutes).
 */
export async function operatorLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  body: OperatorLoginBody,
): Promise<OperatorLoginResult> {
  request.adminAudit.actor = body.username;
  await consumeTicket(app, body.ticket);
  const now = app.clock.now();
  const operator = await findOperatorByUsername(app.db, body.username);
  if (operator?.status !== 1) {
    await verifyDummyDigest(body.password);
    request.adminAudit.reason = 'unknown account';
    throw invalid(WRONG_CREDENTIALS);
  }
  const attempt = await countLoginAttempt(
    app.db,
    operator.id,
    now,
    { maxAttempts: MAX_FAILED_LOGINS, lockUntil: now + LOCK_MS },
    'operators',
  );
  if (!attempt) {
    request.adminAudit.reason = 'locked';
    const current = await findOperator(app.db, operator.id);
    throw locked(lockedMessage(current?.lockedUntil ?? now + LOCK_MS, now));
  }
  if (!(await verifyPasswordDigest(operator.passwordHash, body.password))) {
    request.adminAudit.reason = `wrong password (${attempt.attempts})`;
    if (attempt.attempts >= MAX_FAILED_LOGINS) throw locked(lockedMessage(now + LOCK_MS, now));
    throw invalid(WRONG_CREDENTIALS);
  }
  await app.db
    .updateTable('operators')
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now, updatedAt: now })
    .where('id', '=', operator.id)
    .execute();
  request.operator = operator;
  const token = await createOperatorSession(
    app.db,
    operator.id,
    { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
    now,
  );
  return { token, ...operatorInfo(operator) };
}
