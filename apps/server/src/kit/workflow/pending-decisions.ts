import type { Transition } from './define.ts';

type Move = Pick<Transition, 'label' | 'hook'> & { notice: NonNullable<Transition['notice']> };

/**
 * The most common shape of a workflow: submitted at 0; an operator approves it (1) or refuses
 * it with a reason (2); the member withdraws it while 0 (3). Spread into defineWorkflow.
 */
export function pendingDecisions(moves: { approve: Move; refuse: Move; withdraw?: string }) {
  return {
    withdraw: { from: [0], to: 3, label: moves.withdraw ?? '撤回', stamp: 'withdrawnAt' },
    decisions: {
      approve: { from: [0], to: 1, stamp: 'decidedAt', ...moves.approve },
      refuse: { from: [0], to: 2, stamp: 'decidedAt', reasonRequired: true, ...moves.refuse },
    },
  } satisfies { withdraw: Transition; decisions: Record<string, Transition> };
}
