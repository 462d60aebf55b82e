import type { OperatorRole } from '@portal/shared';
import type { Transition } from './define.ts';

type Move = Pick<Transition, 'label' | 'hook'> & { notice: NonNullable<Transition['notice']> };

/** The statuses a reviewed row waits at and moves to on approval and on refusal. */
interface ReviewSteps {
  pending: number;
  approved: number;
  refused: number;
}

/** The usual console roles of a review queue: reviewers decide, auditors read. */
export const reviewRoles: { decide: readonly OperatorRole[]; read: readonly OperatorRole[] } = {
  decide: ['review'],
  read: ['audit'],
};

/**
 * An operator approves a pending row or refuses it with a reason, each stamping decidedAt.
 * Spread into defineWorkflow's decisions.
 */
export function reviewDecisions(steps: ReviewSteps, moves: { approve: Move; refuse: Move }) {
  return {
    approve: { from: [steps.pending], to: steps.approved, stamp: 'decidedAt', ...moves.approve },
    refuse: {
      from: [steps.pending],
      to: steps.refused,
      stamp: 'decidedAt',
      reasonRequired: true,
      ...moves.refuse,
    },
  } satisfies Record<string, Transition>;
}

/**
 * The most common shape of a workflow: submitted at 0; an operator approves it (1) or refuses
 * it with a reason (2); the member withdraws it while 0 (3). Spread into defineWorkflow.
 */
export function pendingDecisions(moves: { approve: Move; refuse: Move; withdraw?: string }) {
  return {
    withdraw: memberWithdraw(0, 3, moves.withdraw),
    decisions: reviewDecisions({ pending: 0, approved: 1, refused: 2 }, moves),
  } satisfies { withdraw: Transition; decisions: Record<string, Transition> };
}

/** The member takes their own row back from `from`, stamping withdrawnAt. */
export function memberWithdraw(from: number, to: number, label = '撤回') {
  return { from: [from], to, label, stamp: 'withdrawnAt' } satisfies Transition;
}
