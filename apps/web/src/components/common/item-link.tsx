/**
 * A link to a detail page by id: `<ItemLink to="OutcomeDetail" id={item.id}>…</ItemLink>`.
 * Used by list cards, related blocks and search hits.
 */
import { useSession } from '@portal/client/session';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { askToLogin } from '../../app/login-notice.ts';
import { getHref } from '../../app/paths.ts';
import { getRoute, type RouteName } from '../../app/routes.ts';

/** Spec §8: a clicked row without an id only logs this. */
export const ID_MISSING = 'id获取失败';

/**
 * A link to a detail page by id; a row without an id logs 'id获取失败' and stays put. A guest
 * clicking a detail that needs login is told so on the spot (issue #26).
 */
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
  const { token } = useSession();
  const href = id ? getHref(to, { query: { id } }) : '#';
  const route = getRoute(to);
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
        } else if (!token && !route.meta.public) {
          event.preventDefault();
          askToLogin(route.meta.title, href);
        }
      }}
    >
      {children}
    </Link>
  );
}
