/**
 * A link to a detail page by id: `<ItemLink to="OutcomeDetail" id={item.id}>…</ItemLink>`.
 * Used by list cards, related blocks and search hits.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import type { RouteName } from '../../app/routes.ts';

/** Spec §8: a clicked row without an id only logs this. */
export const ID_MISSING = 'id获取失败';

/** A link to a detail page by id; a row without an id logs 'id获取失败' and stays put. */
export function ItemLink({
  to,
  id,
  className,
  children,
  testId,
  decorative = false,
}: {
  to: RouteName;
  id: number | null | undefined;
  className?: string;
  children: ReactNode;
  testId?: string;
  /** A second link to the same place (a cover beside the title): kept out of tab order and AT. */
  decorative?: boolean;
}) {
  const href = id ? getHref(to, { query: { id } }) : '#';
  return (
    <Link
      to={href}
      className={className}
      data-testid={testId}
      tabIndex={decorative ? -1 : undefined}
      aria-hidden={decorative || undefined}
      onClick={(event) => {
        if (!id) {
          event.preventDefault();
          console.error(ID_MISSING);
        }
      }}
    >
      {children}
    </Link>
  );
}
