import { startReadingAids } from '@portal/client/reading-aids';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { installRequestUi } from './app/request-ui.ts';
import { router } from './app/router.tsx';
import '@portal/client/tag-contrast.css';
import './styles/global.css';

startReadingAids();
installRequestUi();

function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first render waits for the first route's code and data, so it replaces the home page's
// server-painted first screen (server plugins/first-paint.ts) with the finished page, not
// with an empty frame in between.
await routerReady();

// A transition lets React render the first screen in slices of a few ms, yielding to the
// browser between them, instead of one long task: a slow phone stays responsive while it loads.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
