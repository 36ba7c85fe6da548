import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configurarZodPtBr } from '@rcc/domain/zod-pt-br';
import { App } from './app/App';

configurarZodPtBr();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Installable app (issue #16): the service worker precaches the shell and the screens, so the
// field screens open offline. Production builds only (the dev server serves modules unbundled);
// registered after load so it never competes with the page's own scripts.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' });
  });
}
