import fs from 'node:fs/promises';
import path from 'node:path';
import { SecurityMessages } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/types.ts';
import { invalid } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { toUploadedFile } from '../upload/repository.ts';
import { verifyPasswordDigest } from './password.ts';
import { confirmDeleteByCode } from './security.ts';
import { endAllSessions } from './session-repository.ts';
import { deleteMemberSubmissions, memberSubmissions } from './submissions.ts';
import { updateUser } from './user-repository.ts';

/** Everything the portal keeps about a member, for the member (DESIGN §5). */
export async function exportPersonalData(app: FastifyInstance, user: User) {
  const [certifications, files, sessions, audit, submissions] = await Promise.all([
    app.db
      .selectFrom('certifications')
      .selectAll()
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute(),
    app.db.selectFrom('files').selectAll().where('userId', '=', user.id).orderBy('id').execute(),
    app.db.selectFrom('sessions').selectAll().where('userId', '=', user.id).orderBy('id').execute(),
    app.db.selectFrom('auditLog').selectAll().where('userId', '=', user.id).orderBy('id').execute(),
    memberSubmissions(app.db, user.id),
  ]);
  return {
    account: {
      id: user.id,
      username: user.username,
      telephone: user.telephone,
      accountType: user.accountType,
      authType: user.authType,
      verifyStatus: user.verifyStatus,
      createdAt: formatTime(user.createdAt),
      passwordChangedAt: formatTime(user.passwordChangedAt),
    },
    certifications: certifications.map((c) => ({
      authType: c.authType,
      realName: c.realName,
      certNo: c.certNo,
      materials: JSON.parse(c.materials) as number[],
      status: c.status,
      reason: c.reason,
      submittedAt: formatTime(c.submittedAt),
      decidedAt: formatTime(c.decidedAt),
    })),
    files: files.map(toUploadedFile),
    sessions: sessions.map((s) => ({
      createdAt: formatTime(s.createdAt),
      lastSeenAt: formatTime(s.lastSeenAt),
      endedAt: formatTime(s.endedAt),
      ip: s.ip,
      userAgent: s.userAgent,
    })),
    submissions,
    activity: audit.map((a) => ({
      action: a.action,
      outcome: a.outcome,
      ip: a.ip,
      at: formatTime(a.createdAt),
    })),
  };
}

/**
 * Deletes a member's account on their own request: personal fields are erased, uploaded
 * files and home-page submissions removed, sessions ended. The row stays (anonymised) so audit entries keep their subject.
 */
export async function deleteOwnAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  /** The password digest, or an SMS code sent to the member's own phone (purpose 6). */
  confirm: { password?: string | undefined; captcha?: string | undefined },
): Promise<void> {
  if (confirm.password !== undefined) {
    if (!(await verifyPasswordDigest(user.passwordHash, confirm.password))) {
      throw invalid('密码错误');
    }
  } else if (confirm.captcha !== undefined) {
    await confirmDeleteByCode(app, user, confirm.captcha);
  } else {
    throw invalid(SecurityMessages.confirmRequired);
  }
  const now = app.clock.now();
  const files = await app.db
    .selectFrom('files')
    .selectAll()
    .where('userId', '=', user.id)
    .execute();
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('certifications').where('userId', '=', user.id).execute();
    await trx.deleteFrom('files').where('userId', '=', user.id).execute();
    await deleteMemberSubmissions(trx, user.id);
  });
  await updateUser(app.db, user.id, {
    username: `已注销用户${user.id}`,
    telephone: `deleted:${user.id}`,
    passwordHash: '',
    status: 0,
    updatedAt: now,
  });
  await endAllSessions(app.db, user.id, now);
  await Promise.all(
    files.map((f) => fs.rm(path.join(app.config.UPLOAD_DIR, f.storedName), { force: true })),
  );
  await app.audit(request, { action: 'account.delete', outcome: 'success', actor: user.username });
}
