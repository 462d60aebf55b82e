import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { SignUpTarget } from '../../features/activity/components/sign-up-dialog.tsx';
import { loadChunk } from '../../lib/chunk.ts';

// Each dialog (antd Modal + Form + the shared zod rules) is fetched on its first opening only,
// keeping the home route under its 300 KB budget (DESIGN §8, §11).
const LoanDialog = lazy(() =>
  loadChunk(() => import('../../features/finance/components/loan-dialog.tsx')),
);
const FinancingNeedDialog = lazy(() =>
  loadChunk(() => import('../../features/finance/components/financing-need-dialog.tsx')),
);
const TechNeedDialog = lazy(() =>
  loadChunk(() => import('../../features/need/components/tech-need-dialog.tsx')),
);
const SignUpDialog = lazy(() =>
  loadChunk(() => import('../../features/activity/components/sign-up-dialog.tsx')),
);

type Simple = 'loan' | 'financing' | 'techNeed';

export interface HomeDialogs {
  open: (dialog: Simple) => void;
  signUp: (target: SignUpTarget) => void;
  element: ReactNode;
}

/** Which home dialog is open; a dialog stays mounted after its first opening (close animates). */
export function useHomeDialogs(): HomeDialogs {
  const [current, setCurrent] = useState<Simple | null>(null);
  const [signUpTarget, setSignUpTarget] = useState<SignUpTarget | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<Simple | 'signUp'>>(new Set());

  const mount = useCallback((name: Simple | 'signUp') => {
    setMounted((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  }, []);
  const open = useCallback(
    (dialog: Simple) => {
      mount(dialog);
      setCurrent(dialog);
    },
    [mount],
  );
  const signUp = useCallback(
    (target: SignUpTarget) => {
      mount('signUp');
      setSignUpTarget(target);
    },
    [mount],
  );
  const close = useCallback(() => setCurrent(null), []);
  const closeSignUp = useCallback(() => setSignUpTarget(null), []);

  const element = (
    <Suspense fallback={null}>
      {mounted.has('loan') && <LoanDialog open={current === 'loan'} onClose={close} />}
      {mounted.has('financing') && (
        <FinancingNeedDialog open={current === 'financing'} onClose={close} />
      )}
      {mounted.has('techNeed') && <TechNeedDialog open={current === 'techNeed'} onClose={close} />}
      {mounted.has('signUp') && <SignUpDialog target={signUpTarget} onClose={closeSignUp} />}
    </Suspense>
  );
  return { open, signUp, element };
}
