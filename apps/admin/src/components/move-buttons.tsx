import { ActionButtons } from './action-buttons.tsx';

export interface MoveAction {
  to: number;
  label: string;
  danger?: boolean;
  /** Asks for a reason the member will read (refusals). */
  reason?: boolean;
  /** Asks for a 0–100 score. */
  score?: boolean;
}

interface MoveButtonsProps {
  /** POST path of the move; the body is { to, reason?, score? }. */
  path: string;
  actions: readonly MoveAction[];
  /** Query keys to refresh after a move. */
  invalidate: readonly unknown[][];
}

/** Status moves of a queue row: one path, the target status in the body. */
export function MoveButtons({ path, actions, invalidate }: MoveButtonsProps) {
  return (
    <ActionButtons
      invalidate={invalidate}
      actions={actions.map(({ to, ...a }) => ({ ...a, path, body: { to } }))}
    />
  );
}
