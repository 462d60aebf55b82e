import type { AdItem } from '@portal/shared/api/index';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adTarget } from '../logic/ad-target.ts';

interface AdLinkProps {
  ad: AdItem;
  className?: string;
  children: ReactNode;
}

/** An ad's picture, wrapped in whatever its detailType opens (see adTarget). */
export function AdLink({ ad, className, children }: AdLinkProps) {
  const target = adTarget(ad);
  if (!target) return <div className={className}>{children}</div>;
  if (target.external) {
    return (
      <a
        className={className}
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        title={ad.title}
      >
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={target.href} title={ad.title}>
      {children}
    </Link>
  );
}
