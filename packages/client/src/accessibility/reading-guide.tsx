import { useEffect, useRef } from 'react';

/** 阅读线: a horizontal band following the pointer, so the eye keeps its line. */
export function ReadingGuide() {
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const move = (event: PointerEvent) => {
      if (line.current) line.current.style.transform = `translateY(${event.clientY}px)`;
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => window.removeEventListener('pointermove', move);
  }, []);
  return (
    <div ref={line} className="pt-reading-guide" aria-hidden="true" data-testid="reading-guide" />
  );
}
