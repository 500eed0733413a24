/**
 * What a page mounts once its outbox has work (src/offline/outbox/watch.ts):
 * the outbox with every kind and this page's sync triggers (app start,
 * online, visible again, timer, the worker's wake), and the indicator. A
 * chunk of its own that client-extras loads by one name: the two dozen
 * chunks the outbox and the indicator need were named in client-extras, on
 * every page, for what most visits never use (docs/performance.md, "Papers").
 */
import { useEffect } from 'react';
import { loadChunk, whenOnlineAgain } from '@/platform/load-chunk';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';

// Imported by its own module, not the feature's index: the index would bring the whole request form.
const OutboxIndicator = lazyChunk(() => import('@/features/requests/outbox-indicator').then((m) => m.OutboxIndicator));

export default function OutboxExtras() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopWaiting: (() => void) | undefined;
    let cancelled = false;
    // The outbox with every kind registered (src/app/outbox-kinds.ts): this tab sends whatever waits.
    const start = () =>
      loadChunk(() => import('../outbox-kinds')).then(
        (outbox) => {
          if (!cancelled) stop = outbox.startOutboxSync();
        },
        (err: unknown) => {
          // Sent offline on a first visit, this chunk was never downloaded: it comes with the connection,
          // and its start sends what waits (the service worker, where there is one, may do it sooner).
          console.error('Outbox: its code could not be loaded', err);
          if (!cancelled) stopWaiting = whenOnlineAgain(err, start);
        },
      );
    void start();
    return () => {
      cancelled = true;
      stopWaiting?.();
      stop?.();
    };
  }, []);

  return (
    <LazyRegion loading={null} retry={OutboxIndicator.retry} alternatives={null}>
      <OutboxIndicator />
    </LazyRegion>
  );
}
