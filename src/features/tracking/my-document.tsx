/**
 * A request of "My requests" whose firm's document is ready: downloaded once
 * online and kept on the phone (./finished-document.ts), then opened from
 * there, offline too, until its period ends.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { KeptDocument } from '@/offline/kept-paper';
import type { SentRequest } from '@/offline/sent-request';
import { fetchAndKeep, keptDocument, openDocument } from './finished-document';
import { useFormatDate } from './status-timeline';

export function MyDocument({ request }: { request: SentRequest }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const [doc, setDoc] = useState<KeptDocument | null>(null);

  useEffect(() => {
    let alive = true;
    void (async () => {
      const kept = await keptDocument(request.requestId);
      const found = kept ?? (navigator.onLine ? await fetchAndKeep(request) : null);
      if (alive) setDoc(found ?? null);
    })().catch(() => {}); // offline or refused: the next visit online tries again
    return () => {
      alive = false;
    };
  }, [request]);

  if (!doc) return null;
  return (
    <Stack gap={4} mt="xs">
      <Button size="sm" color="saffron.8" onClick={() => openDocument(doc)} style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'track.document.open' })}
      </Button>
      <Text size="xs" c="gray.7">
        {intl.formatMessage({ id: 'track.document.kept' }, { date: formatDate(doc.availableUntil) })}
      </Text>
    </Stack>
  );
}
