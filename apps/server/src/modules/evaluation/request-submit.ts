import { EvaluationMessages as EM, type EvaluationRequestValues } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { invalid } from '../../lib/errors.ts';

/**
 * The key that makes a second open request for the same outcome by the same member collide
 * on the unique index, even when two arrive at once: the outcome's id when it is linked, its
 * name otherwise (spaces ignored).
 */
function openKeyOf(userId: number, input: { outcomeId?: number | undefined; outcomeName: string }) {
  const outcome = input.outcomeId
    ? `o${input.outcomeId}`
    : `n${input.outcomeName.replace(/\s+/g, '')}`;
  return `${userId}:${outcome}`;
}

/**
 * A member asks for an outcome to be evaluated. A linked outcome must be published (its name
 * is taken from it); a chosen agency must be active. Stored as 待受理.
 */
export async function requestEvaluation(
  db: Db,
  userId: number,
  input: EvaluationRequestValues,
  now: number,
): Promise<number> {
  let outcomeName = input.outcomeName;
  if (input.outcomeId) {
    const outcome = await db
      .selectFrom('outcomes')
      .select('goodsName')
      .where('id', '=', input.outcomeId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!outcome) throw invalid(EM.outcomeNotFound);
    outcomeName = outcome.goodsName;
  }
  if (input.agencyId) {
    const agency = await db
      .selectFrom('evaluationAgencies')
      .select('id')
      .where('id', '=', input.agencyId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!agency) throw invalid(EM.agencyNotFound);
  }
  return insertedIdUnlessTaken(
    EM.requestTwice,
    db
      .insertInto('evaluationRequests')
      .values({
        userId,
        evaluationType: input.evaluationType,
        outcomeId: input.outcomeId ?? null,
        outcomeName,
        agencyId: input.agencyId ?? null,
        companyName: input.companyName,
        linkman: input.linkman,
        linkphone: input.linkphone,
        purpose: input.purpose,
        status: 0,
        reason: null,
        openKey: openKeyOf(userId, { outcomeId: input.outcomeId, outcomeName }),
        createdAt: now,
        updatedAt: now,
      })
      .returning('id'),
  );
}
