import { startReadingAids } from '@portal/client/reading-aids';
import { applyCssVariables } from '@portal/client/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import '@portal/client/tag-contrast.css';

applyCssVariables();
startReadingAids();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
