import { Badge } from 'antd';
import { Link } from 'react-router';

/** A menu link with the number of items waiting (unread requests, orders to act on). */
export function BadgeLink({ to, label, count }: { to: string; label: string; count?: number }) {
  return (
    <Link to={to}>
      {label}
      {count ? (
        <Badge
          count={count}
          size="small"
          offset={[4, -2]}
          title={`${count}项待处理`}
          data-testid={`badge-${to.slice(1)}`}
        />
      ) : null}
    </Link>
  );
}
