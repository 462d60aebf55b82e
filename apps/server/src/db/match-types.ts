import type { Generated } from 'kysely';

/** A member's verdict on one match (migration 20261201_matchmaking_01). */
export interface MatchFeedbackTable {
  id: Generated<number>;
  userId: number;
  /** MATCH_SOURCES */
  source: string;
  /** Need or outcome id; 0 for a question in the AI panel. */
  sourceId: number;
  /** MATCH_KINDS */
  targetKind: string;
  targetId: number;
  /** MATCH_BANDS key shown when the verdict was given. */
  band: string;
  /** 1 有用, -1 不相关 */
  verdict: number;
  createdAt: number;
}

export interface MatchTables {
  matchFeedback: MatchFeedbackTable;
}
