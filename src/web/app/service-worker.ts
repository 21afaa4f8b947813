/** Seed section 4: the service worker is registered at load and checks for updates every 5 minutes. */
export const SW_UPDATE_INTERVAL_MS = 5 * 60 * 1000;
export const SW_UPDATE_EVENT = 'capital-readiness:sw-update';

let waiting: ServiceWorker | null = null;

/** Whether a new version is already waiting (announced before anyone listened, e.g. at load). */
export function updateWaiting(): boolean {
  return waiting !== null;
}

function announce(worker: ServiceWorker): void {
  waiting = worker;
  window.dispatchEvent(new Event(SW_UPDATE_EVENT));
}

async function register(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    if (!registration) return;
    window.setInterval(() => {
      registration.update().catch(() => undefined);
    }, SW_UPDATE_INTERVAL_MS);
    if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        // A worker installed while another controls the page is a new version.
        if (worker.state === 'installed' && navigator.serviceWorker.controller) announce(worker);
      });
    });
  } catch (error) {
    console.warn('Service worker registration failed:', error);
  }
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyServiceWorkerUpdate(): void {
  if (!waiting) {
    window.location.reload();
    return;
  }
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
