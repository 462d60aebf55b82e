import type { MoveInput, Transition } from './define.ts';

type Notice = (
  status: string,
  subject: string,
  reason: string | null,
  input: MoveInput,
) => { title: string; body: string };

/**
 * The "move it on" shape of a workflow: submitted at 0; an operator takes it up (1), completes
 * it (2), or ends it with a reason from 0 or 1 (3). Each move tells the member the status it
 * reached (`notice` gets its label; the reason only on 3). Spread into defineWorkflow's
 * decisions; `hooks` add the domain's work to a move (by the status it leads to).
 */
export function steppedDecisions(
  statuses: Readonly<Record<number, string>>,
  notice: Notice,
  hooks: Partial<Record<1 | 2 | 3, Transition['hook']>> = {},
) {
  const step = (from: number[], to: 1 | 2 | 3): Transition => ({
    from,
    to,
    label: statuses[to] ?? String(to),
    stamp: 'updatedAt',
    ...(to === 3 ? { reasonRequired: true } : {}),
    notice: (subject, reason, input) =>
      notice(statuses[to] ?? '', subject, to === 3 ? reason : null, input),
    ...(hooks[to] ? { hook: hooks[to] } : {}),
  });
  return { advance: step([0], 1), complete: step([1], 2), refuse: step([0, 1], 3) };
}
