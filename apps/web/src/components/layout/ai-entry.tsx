import { RobotOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Loaded on the first open: pages that never open the assistant never download it. */
const AiPanel = lazy(() =>
  import('../../features/match/components/ai-panel.tsx').then((m) => ({ default: m.AiPanel })),
);

const OPEN_EVENT = 'pt:ai-panel';

/** Opens the assistant from elsewhere (the phone menu, where the floating entry is hidden). */
export function openAiPanel() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** The AI entry: opens the assistant panel, the matchmaker (issue 28). */
export function AiEntry() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const show = () => {
      setUsed(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, []);
  return (
    <>
      <button type="button" className="pt-ai" data-testid="ai-entry" onClick={openAiPanel}>
        <RobotOutlined className="pt-ai__icon" />
        AI助手
      </button>
      {used && (
        <Suspense fallback={null}>
          <AiPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
