/**
 * List kit — a text item of a list (a notice, a rule): its linked title, summary and a meta
 * line under them.
 */
import type { ReactNode } from 'react';
import type { RouteName } from '../../app/routes.ts';
import { ItemLink } from '../common/item-link.tsx';
import './list.css';

interface SummaryCardProps {
  testId: string;
  /** The item's detail route, opened with ?id. */
  to: RouteName;
  id: number;
  title: string;
  titleTestId: string;
  summary: string;
  /** The meta line's spans (date, issuer, views…). */
  children: ReactNode;
}

export function SummaryCard(props: SummaryCardProps) {
  return (
    <article className="mk-card" data-testid={props.testId}>
      <div className="mk-card__body">
        <ItemLink to={props.to} id={props.id} className="mk-card__title" testId={props.titleTestId}>
          {props.title}
        </ItemLink>
        <p className="mk-card__summary">{props.summary}</p>
        <div className="mk-card__meta">{props.children}</div>
      </div>
    </article>
  );
}
