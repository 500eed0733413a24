/**
 * Under a request found on /track: whether its WhatsApp updates are on, and a
 * button that stops them (docs/whatsapp.md, "Stopping"), asked with the same
 * order number and phone or e-mail that found it.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TrackedRequest } from '@/api/database';
import { stopWhatsappUpdates } from '@/api/tracking';

export function WhatsappStop({ tracked, contact }: { tracked: TrackedRequest; contact: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [state, setState] = useState<'idle' | 'stopping' | 'failed'>('idle');
  const [stopped, setStopped] = useState(tracked.whatsapp === 'stopped');
  if (!tracked.whatsapp) return null;
  if (stopped) {
    return (
      <Alert color="teal" variant="light" role="status">
        {t('track.whatsapp.stopped')}
      </Alert>
    );
  }
  const stop = async () => {
    setState('stopping');
    try {
      setStopped(await stopWhatsappUpdates(tracked.order_id, contact));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Group gap="sm" align="center">
      <Text size="sm">{t('track.whatsapp.on')}</Text>
      <Button variant="light" color="red" size="compact-md" loading={state === 'stopping'} onClick={() => void stop()}>
        {t('track.whatsapp.stop')}
      </Button>
      {state === 'failed' && (
        <Text size="sm" c="red.8" role="alert">
          {t('track.whatsapp.failed')}
        </Text>
      )}
    </Group>
  );
}
