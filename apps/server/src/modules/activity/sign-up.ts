import { ACTION_OPEN, type ActivitySignUpValues, Messages } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { unlessTaken } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { notify } from '../message/notify.ts';
import { awardPoints } from '../points/ledger.ts';
import { actionStatus } from './status.ts';

/**
 * Signs a member up for an open activity. One transaction: the sign-up count only grows when
 * the row is written, and the (action_id, user_id) unique index settles two concurrent tries.
 */
export async function signUp(
  app: FastifyInstance,
  userId: number,
  input: ActivitySignUpValues,
): Promise<number> {
  const now = app.clock.now();
  return unlessTaken(Messages.actionSignedUp, async () => {
    return await app.db.transaction().execute(async (trx) => {
      const action = await trx
        .selectFrom('activities')
        .select(['id', 'actionName', 'signStartAt', 'signEndAt', 'endAt'])
        .where('id', '=', input.actionId)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (!action) throw notFound(Messages.actionNotFound);
      if (actionStatus(action, now) !== ACTION_OPEN) throw invalid(Messages.actionNotOpen);
      const existing = await trx
        .selectFrom('activitySignups')
        .select('id')
        .where('actionId', '=', input.actionId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (existing) throw conflict(Messages.actionSignedUp);
      const counted = await trx
        .updateTable('activities')
        .set((eb) => ({ signCount: eb('signCount', '+', 1) }))
        .where('id', '=', input.actionId)
        .where((eb) =>
          eb.or([eb('maxSignups', 'is', null), eb('signCount', '<', eb.ref('maxSignups'))]),
        )
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) throw invalid(Messages.actionFull);
      const row = await trx
        .insertInto('activitySignups')
        .values({
          actionId: input.actionId,
          userId,
          companyName: input.companyName,
          linkman: input.linkman,
          linkphone: input.linkphone,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await notify(trx, userId, {
        kind: 8,
        title: '活动报名成功',
        body: `您已成功报名活动「${action.actionName}」，请按时参加。`,
        target: { type: 'activity', id: input.actionId },
        now,
      });
      await awardPoints(
        trx,
        userId,
        { rule: 'activitySignup', ref: input.actionId, note: `报名活动「${action.actionName}」` },
        now,
      );
      return row.id;
    });
  });
}
