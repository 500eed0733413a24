/**
 * Registers the service worker (src/sw.ts, built to /sw.js) with
 * workbox-window. A new version waits until the visitor chooses to update,
 * so a page is never reloaded under them (issue 2, design.md §1).
 */
export interface ServiceWorkerHooks {
  /** A new version is installed and waiting; call applyUpdate to switch to it. */
  onUpdateWaiting: (applyUpdate: () => void) => void;
}

export async function registerServiceWorker(hooks: ServiceWorkerHooks): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    hooks.onUpdateWaiting(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
}
