/**
 * List kit — one row of a member list (mk-card--row): what it is in the body, its status and
 * actions on the side.
 */
import type { ReactNode } from 'react';
import './list.css';

interface RowCardProps {
  testId: string;
  side?: ReactNode;
  children: ReactNode;
}

export function RowCard({ testId, side, children }: RowCardProps) {
  return (
    <article className="mk-card mk-card--row" data-testid={testId}>
      <div className="mk-card__body">{children}</div>
      {side && <div className="mk-card__side">{side}</div>}
    </article>
  );
}
