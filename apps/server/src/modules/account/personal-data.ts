import fs from 'node:fs/promises';
import path from 'node:path';
import { SecurityMessages } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/types.ts';
import { invalid } from '../../lib/errors.ts';
import { verifyPasswordDigest } from './password.ts';
import { personalExport } from './personal-export.ts';
import { confirmDeleteByCode } from './security.ts';
import { endAllSessions } from './session-repository.ts';
import { deleteMemberSubmissions } from './submissions.ts';
import { updateUser } from './user-repository.ts';

/** The member's data export (personal-export.ts), as of now. */
export function exportPersonalData(app: FastifyInstance, user: User) {
  return personalExport(app.db, user, app.clock.now());
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
