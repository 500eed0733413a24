/**
 * Browser-only parts mounted after hydration, in their own chunk: the toast
 * viewport and the service worker with its 'update available' prompt.
 */
import { Button, Group, Text } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { registerServiceWorker } from '../offline/service-worker';
import { TOAST_DURATION_DEFAULT_MS } from '../lib/config';

export default function ClientExtras() {
  const intl = useIntl();
  // The prompt may appear after the visitor switched language: read the latest.
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  }, [intl]);

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

  return <Notifications limit={1} position="top-center" autoClose={TOAST_DURATION_DEFAULT_MS} zIndex={400} />;
}
