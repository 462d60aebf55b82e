import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';

/**
 * Tables holding what a member submitted (needs, finance forms, sign-ups, evaluation requests,
 * questions asked in 互动交流, feedback) or was sent to them (我的消息).
 */
const SUBMISSION_TABLES = [
  'needs',
  'loanApplications',
  'financingDemands',
  'financeDemandApplications',
  'activitySignups',
  'evaluationRequests',
  'questions',
  'feedbacks',
  'messages',
  // Finance (issue 12): applications for products, undertakings of financing needs.
  'financeProductApplications',
  'financingUndertakings',
  // Points (issue 13).
  'pointEntries',
  // Data collection and questionnaires (issue 15); a response's answers go with it (cascade).
  'collectionSubmissions',
  'questionnaireResponses',
] as const satisfies readonly (keyof Database)[];

/** Removes the member's submissions (they hold contact details) when the account is deleted. */
export async function deleteMemberSubmissions(db: Db, userId: number): Promise<void> {
  for (const table of SUBMISSION_TABLES) {
    if (table === 'needs') {
      // A deal announcement may point at the need; it keeps its own text.
      await db
        .updateTable('deals')
        .set({ needId: null })
        .where('needId', 'in', db.selectFrom('needs').select('id').where('userId', '=', userId))
        .execute();
    }
    await db.deleteFrom(table).where('userId', '=', userId).execute();
  }
}
