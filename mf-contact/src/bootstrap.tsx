// Standalone mode for the page team: this page alone, without the shell (`npm run dev -w mf-contact`).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-content/styles.css';
import Page from './Page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main id="main">
      <Page />
    </main>
  </StrictMode>,
);
