import type { AuthInfo, SubmitAuthBody } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/types.ts';
import { decisionOf, moveRow } from '../../kit/workflow/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { filesByIds, toUploadedFile } from '../upload/repository.ts';
import { certificationWorkflow } from './certification-workflow.ts';
import { forgetUserSessions } from './session-cache.ts';

async function latestCertification(app: FastifyInstance, userId: number) {
  return app.db
    .selectFrom('certifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function authInfo(app: FastifyInstance, user: User): Promise<AuthInfo> {
  const latest = await latestCertification(app, user.id);
  const ids: number[] = latest ? JSON.parse(latest.materials) : [];
  const files = await filesByIds(app.db, ids);
  return {
    authType: user.authType,
    verifyStatus: user.verifyStatus as AuthInfo['verifyStatus'],
    reason: latest?.status === 3 ? latest.reason : null,
    materials: files.map(toUploadedFile),
    submittedAt: formatTime(latest?.submittedAt),
    decidedAt: formatTime(latest?.decidedAt),
  };
}

/** A member's certification request: stays "in progress" (1) until an operator decides. */
export async function submitCertification(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  body: SubmitAuthBody,
): Promise<AuthInfo> {
  if (user.verifyStatus === 1) throw conflict('认证资料审核中，请勿重复提交');
  if (user.verifyStatus === 2) throw conflict('您已完成认证，无需重复提交');
  const ids = [...new Set(body.materials)];
  const files = await filesByIds(app.db, ids);
  if (files.length !== ids.length || files.some((f) => f.userId !== user.id)) {
    throw invalid('认证材料无效，请重新上传');
  }
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('certifications')
      .values({
        userId: user.id,
        authType: body.authType,
        realName: body.realName,
        certNo: body.certNo,
        materials: JSON.stringify(ids),
        status: 1,
        reason: null,
        submittedAt: now,
        decidedAt: null,
        decidedBy: null,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ authType: body.authType, verifyStatus: 1, updatedAt: now })
      .where('id', '=', user.id)
      .execute();
  });
  forgetUserSessions(app.db, user.id);
  await app.audit(request, {
    action: 'certification.submit',
    outcome: 'success',
    detail: { authType: body.authType },
  });
  return authInfo(app, { ...user, authType: body.authType, verifyStatus: 1 });
}

/** An operator's decision on a member's pending certification (the CLI), through the kit. */
export async function decideCertification(
  app: FastifyInstance,
  input: {
    userId: number;
    approve: boolean;
    reason?: string;
    operatorId: number | null;
    actor: string;
  },
): Promise<void> {
  const latest = await latestCertification(app, input.userId);
  if (latest?.status !== 1) throw notFound('该用户没有待审核的认证');
  const decision = decisionOf(certificationWorkflow, input.approve ? 'approve' : 'refuse');
  await moveRow(app.db, certificationWorkflow, decision, {
    id: latest.id,
    reason: input.reason,
    now: app.clock.now(),
    operatorId: input.operatorId,
  });
  await app.audit(null, {
    action: input.approve ? 'certification.approve' : 'certification.reject',
    outcome: 'success',
    // The decider is an operator (operators.id), not a member: user_id stays empty.
    operatorId: input.operatorId,
    actor: input.actor,
    detail: { memberId: input.userId, reason: input.reason ?? null },
  });
}
