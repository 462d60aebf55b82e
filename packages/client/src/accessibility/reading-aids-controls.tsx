import { lazy, Suspense, useState } from 'react';
import { updateReadingAids, useReadingAids } from './reading-aids-store.ts';
import './reading-aids.css';

// The toolbar's code loads when a visitor first opens it.
const ReadingToolbar = lazy(() => import('./reading-toolbar.tsx'));

/**
 * The header's 长辈模式 switch and 无障碍 button (issue 31), the same on the portal, /Coupon and
 * the provider workspace. Both choices are remembered by the browser (reading-aids-store.ts).
 */
export function ReadingAidsControls({ className = '' }: { className?: string }) {
  const aids = useReadingAids();
  const [openedHere, setOpenedHere] = useState(false);
  return (
    <div className={`pt-aids ${className}`}>
      <button
        type="button"
        className="pt-aids__button"
        aria-pressed={aids.elder}
        data-testid="elder-mode-toggle"
        onClick={() => updateReadingAids({ elder: !aids.elder })}
      >
        长辈模式
      </button>
      <button
        type="button"
        className="pt-aids__button"
        aria-expanded={aids.toolbar}
        aria-controls="pt-reading-toolbar"
        data-testid="reading-toolbar-toggle"
        onClick={() => {
          setOpenedHere(!aids.toolbar);
          updateReadingAids({ toolbar: !aids.toolbar });
        }}
      >
        无障碍
      </button>
      {aids.toolbar && (
        <Suspense fallback={null}>
          <ReadingToolbar focusFirst={openedHere} />
        </Suspense>
      )}
    </div>
  );
}
