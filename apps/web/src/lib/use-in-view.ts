import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and then for good: used
 * to start count-ups when they are seen and to load below-the-fold modules late.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
