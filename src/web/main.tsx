import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { initI18n } from './lib/i18n.ts';
import { App } from './app/App.tsx';
import { startBoot } from './app/boot.ts';
import { registerServiceWorker } from './app/service-worker.ts';

const pageNamespaces = startBoot(window.location.pathname);
await initI18n(undefined, pageNamespaces);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
const root = createRoot(container);
// A transition renders in slices that yield to the browser every few milliseconds, so the first
// render is not one long task that blocks input (Lighthouse's total blocking time) on slow phones.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
