import { type ReactNode, Suspense, useRef } from 'react';
import { useInView } from '../../lib/use-in-view.ts';

interface LazyWhenVisibleProps {
  /** Shown until the module is loaded; must have the final height (no layout shift). */
  fallback: ReactNode;
  /**
   * Rendered only once the block nears the viewport: a React.lazy element (its module is then
   * requested) or a plain block whose render, requests and images should wait (home sections).
   */
  children: ReactNode;
  rootMargin?: string;
  className?: string;
}

/**
 * Keeps a below-the-fold block out of the first render (DESIGN §8): a module (e.g. a form using
 * antd Form) out of the route's initial download, or a block's DOM, data requests and images
 * out of the first screen's work, until the visitor scrolls near it.
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
