import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { RouteName } from '../../app/routes.ts';
import { ItemLink } from '../common/item-link.tsx';
import './list.css';

/**
 * A list item on the card classes of list.css: an optional cover, then the title (a link to the
 * detail), the tags, whatever the card shows next (summary, figures) and the meta line; the side
 * column holds the price, status and buttons. Without a cover, `row` lays the card as a row.
 */
export function ListCard({
  to,
  id,
  title,
  testId,
  titleTestId,
  row = false,
  className,
  cover,
  coverClassName = 'mk-card__cover',
  category,
  tags,
  meta,
  side,
  children,
}: {
  to: RouteName;
  id: number;
  title: ReactNode;
  testId: string;
  titleTestId: string;
  row?: boolean;
  className?: string;
  /** Linked to the detail too, out of tab order (ItemLink `decorative`). */
  cover?: ReactNode;
  coverClassName?: string;
  /** The first tag, in blue; given, it shows even when empty. */
  category?: ReactNode;
  tags?: ReactNode;
  meta: ReactNode;
  side?: ReactNode;
  children?: ReactNode;
}) {
  const classes = ['mk-card', row && 'mk-card--row', className].filter(Boolean).join(' ');
  return (
    <article className={classes} data-testid={testId}>
      {cover && (
        <ItemLink to={to} id={id} className={coverClassName} decorative>
          {cover}
        </ItemLink>
      )}
      <div className="mk-card__body">
        <ItemLink to={to} id={id} className="mk-card__title" testId={titleTestId}>
          {title}
        </ItemLink>
        {(category !== undefined || tags) && (
          <div className="mk-card__tags">
            {category !== undefined && <Tag color="blue">{category}</Tag>}
            {tags}
          </div>
        )}
        {children}
        <div className="mk-card__meta">{meta}</div>
      </div>
      {side && <div className="mk-card__side">{side}</div>}
    </article>
  );
}

/** A meta line entry led by its icon (region, views, holder). */
export function IconMeta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span>
      {icon} {children}
    </span>
  );
}
