import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useInView } from '../../lib/use-in-view.ts';

/** The longest a `whenIdle` block waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3000;

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
  /**
   * Also render once the browser is idle after the first paint, unseen: for a page's own
   * content (a detail's body), which the keyboard, find-in-page and anchors must reach without
   * scrolling first; the first render stays the first screen alone.
   */
  whenIdle?: boolean;
}

/** True once the browser has been idle after mount (when `enabled`), and then for good. */
function useIdleAfterMount(enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, [enabled]);
  return idle;
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
  whenIdle = false,
}: LazyWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref, rootMargin);
  const idle = useIdleAfterMount(whenIdle);
  return (
    <div ref={ref} className={className}>
      {visible || idle ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
