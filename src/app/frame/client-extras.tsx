/**
 * Browser-only parts mounted after hydration, in their own chunk: the toast
 * viewport, the announcement of a new page to screen readers, the service
 * worker with its 'update available' prompt, and the outbox: its indicator
 * and the page's sync triggers (./outbox-extras.tsx), loaded only once the
 * outbox has work (watch.ts), which for most visits is never.
 */
import { Button, Group, Text } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { registerServiceWorker } from '@/offline/service-worker';
import { keepForOffline } from '@/offline/offline-pages';
import { useRouterState } from '@tanstack/react-router';
import { whenIdle } from '@/platform/next-task';
import { useLang } from '@/ui/use-lang';
import { watchForOutboxWork } from '@/offline/outbox/watch';
import { TOAST_DURATION_DEFAULT_MS } from '@/business/config';
import { RouteAnnouncer } from './route-announcer';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';

// The outbox's parts, by one name here (./outbox-extras.tsx says why).
const OutboxExtras = lazyChunk(() => import('./outbox-extras').then((m) => m.default));

export default function ClientExtras() {
  const intl = useIntl();
  // The prompt may appear after the visitor switched language: read the latest.
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  }, [intl]);

  // What the visitor opens is kept for offline reading (src/offline/offline-pages.ts): once the
  // browser is idle, and again when the worker first takes control of the page.
  const lang = useLang();
  const path = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    let cancelled = false;
    const keep = () => void whenIdle().then(() => !cancelled && keepForOffline(path, lang));
    keep();
    navigator.serviceWorker?.addEventListener('controllerchange', keep);
    return () => {
      cancelled = true;
      navigator.serviceWorker?.removeEventListener('controllerchange', keep);
    };
  }, [path, lang]);

  const [outboxHasWork, setOutboxHasWork] = useState(false);
  useEffect(() => watchForOutboxWork(() => setOutboxHasWork(true)), []);

  useEffect(() => {
    registerServiceWorker({
      onUpdateWaiting(applyUpdate) {
        const t = (id: string) => intlRef.current.formatMessage({ id });
        notifications.show({
          id: 'pwa-update',
          title: t('pwa.updateTitle'),
          autoClose: false,
          message: (
            <>
              <Text size="sm">{t('pwa.updateText')}</Text>
              <Group gap="xs" mt="xs">
                <Button size="xs" onClick={applyUpdate}>
                  {t('pwa.updateButton')}
                </Button>
                <Button size="xs" variant="default" onClick={() => notifications.hide('pwa-update')}>
                  {t('pwa.updateLater')}
                </Button>
              </Group>
            </>
          ),
        });
      },
    });
  }, []);

  return (
    <>
      <Notifications limit={1} position="top-center" autoClose={TOAST_DURATION_DEFAULT_MS} zIndex={400} />
      <RouteAnnouncer />
      {outboxHasWork && (
        <LazyRegion loading={null} retry={OutboxExtras.retry} alternatives={null}>
          <OutboxExtras />
        </LazyRegion>
      )}
    </>
  );
}
