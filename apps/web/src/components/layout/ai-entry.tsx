import { RobotOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';

/** Loaded on the first click: pages that never open the assistant never download it. */
const AiPanel = lazy(() =>
  import('../../features/match/components/ai-panel.tsx').then((m) => ({ default: m.AiPanel })),
);

/** The AI entry: opens the assistant panel, the matchmaker (issue 28). */
export function AiEntry() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="pt-ai"
        data-testid="ai-entry"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
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
