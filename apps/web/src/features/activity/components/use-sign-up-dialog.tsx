import { lazy, Suspense, useCallback, useState } from 'react';
import { loadChunk } from '../../../lib/chunk.ts';
import type { SignUpTarget } from './sign-up-dialog.tsx';

// antd Modal + Form and the shared rules load on the first 立即报名 only.
const SignUpDialog = lazy(() => loadChunk(() => import('./sign-up-dialog.tsx')));

/**
 * The sign-up dialog of a list or detail page: `open(target)` shows it; `element` goes once
 * in the page. It stays mounted after its first opening so closing animates.
 */
export function useSignUpDialog() {
  const [target, setTarget] = useState<SignUpTarget | null>(null);
  const [mounted, setMounted] = useState(false);
  const open = useCallback((next: SignUpTarget) => {
    setMounted(true);
    setTarget(next);
  }, []);
  const close = useCallback(() => setTarget(null), []);
  const element = mounted ? (
    <Suspense fallback={null}>
      <SignUpDialog target={target} onClose={close} />
    </Suspense>
  ) : null;
  return { open, element };
}
