import { PAGE_ZOOM_STEPS } from '@portal/shared/reading-aids';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { updateReadingAids, useReadingAids } from './reading-aids-store.ts';
import { ReadingGuide } from './reading-guide.tsx';
import { canSpeak, useSpeakFocusedText } from './speak-text.ts';

function zoomStep(zoom: number, by: 1 | -1): number {
  const index = PAGE_ZOOM_STEPS.findIndex((step) => step === zoom);
  const next = Math.min(PAGE_ZOOM_STEPS.length - 1, Math.max(0, index + by));
  return PAGE_ZOOM_STEPS[next] ?? 1;
}

interface ToggleProps {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  testId: string;
}

function Toggle({ label, pressed, onToggle, testId }: ToggleProps) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onToggle} data-testid={testId}>
      {label}
    </button>
  );
}

/**
 * 无障碍工具条 (MIIT 2021 适老化通用设计规范 §5): page zoom, a high-contrast scheme, a large
 * cursor, a reading guide line and — where the browser has speech synthesis — reading the
 * focused or selected text aloud. A bar across the top of the window; every choice is kept.
 */
export default function ReadingToolbar({ focusFirst }: { focusFirst: boolean }) {
  const aids = useReadingAids();
  const [status, setStatus] = useState('');
  const first = useRef<HTMLButtonElement>(null);
  useSpeakFocusedText(aids.speech);
  // Opened by the visitor: focus moves into it. Reopened with the next page: focus stays put.
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  // The bar's height, so the page can leave room for it (reading-aids.css).
  useEffect(() => {
    document.documentElement.classList.add('pt-has-toolbar');
    return () => document.documentElement.classList.remove('pt-has-toolbar');
  }, []);

  const zoom = (by: 1 | -1) => {
    const next = zoomStep(aids.zoom, by);
    updateReadingAids({ zoom: next });
    setStatus(`页面缩放 ${Math.round(next * 100)}%`);
  };

  return createPortal(
    <>
      <section
        id="pt-reading-toolbar"
        className="pt-toolbar"
        role="toolbar"
        aria-label="无障碍工具条"
        data-testid="reading-toolbar"
      >
        <button
          ref={first}
          type="button"
          onClick={() => zoom(1)}
          disabled={aids.zoom === PAGE_ZOOM_STEPS.at(-1)}
        >
          放大
        </button>
        <button type="button" onClick={() => zoom(-1)} disabled={aids.zoom === 1}>
          缩小
        </button>
        <span className="pt-toolbar__zoom" data-testid="page-zoom">
          {Math.round(aids.zoom * 100)}%
        </span>
        <Toggle
          label="高对比度"
          testId="aid-contrast"
          pressed={aids.contrast}
          onToggle={() => updateReadingAids({ contrast: !aids.contrast })}
        />
        <Toggle
          label="大鼠标"
          testId="aid-cursor"
          pressed={aids.bigCursor}
          onToggle={() => updateReadingAids({ bigCursor: !aids.bigCursor })}
        />
        <Toggle
          label="阅读线"
          testId="aid-guide"
          pressed={aids.guide}
          onToggle={() => updateReadingAids({ guide: !aids.guide })}
        />
        {canSpeak() && (
          <Toggle
            label="朗读"
            testId="aid-speech"
            pressed={aids.speech}
            onToggle={() => updateReadingAids({ speech: !aids.speech })}
          />
        )}
        <button
          type="button"
          onClick={() => {
            updateReadingAids({
              zoom: 1,
              contrast: false,
              bigCursor: false,
              guide: false,
              speech: false,
            });
            setStatus('已恢复默认设置');
          }}
        >
          重置
        </button>
        <button type="button" onClick={() => updateReadingAids({ toolbar: false })}>
          关闭工具条
        </button>
        <span className="pt-visually-hidden" role="status">
          {status}
        </span>
      </section>
      {aids.guide && <ReadingGuide />}
    </>,
    document.body,
  );
}
