import { type ReactNode, Suspense, useRef } from 'react';
import { useInView } from '../../lib/use-in-view.ts';

interface LazyWhenVisibleProps {
  /** Shown until the module is loaded; must have the final height (no layout shift). */
  fallback: ReactNode;
  /** A React.lazy element: its module is requested only once the block nears the viewport. */
  children: ReactNode;
  rootMargin?: string;
  className?: string;
}

/**
 * Keeps a below-the-fold module (e.g. a form using antd Form) out of the route's initial
 * download (DESIGN §8) and loads it when the visitor scrolls near it.
 */
export function LazyWhenVisible({
  fallback,
  children,
  rootMargin = '300px',
  className,
}: LazyWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref, rootMargin);
  return (
    <div ref={ref} className={className}>
      {visible ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
